// JSON's strings, member names, paths and messages are `Text`, which lives in Observing: a program that
// imports JSON sees it without a second import.
@_exported import Observing
