// Reads reconciliation cases, one JSON object per line, from standard input and answers each on one
// line of standard output, flushed at once so a driver can pair questions and answers as they come.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import VDOMCases

while let line = readLine(strippingNewline: true) {
    if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { continue }
    print(CaseRunner.answer(line))
    fflush(stdout)
}
