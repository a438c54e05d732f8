// The allocator the strings need, so that the link fails on the comparison alone. The module is only
// linked, never run.

@_cdecl("posix_memalign")
func posixMemalign(_ result: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ alignment: Int, _ size: Int) -> Int32 {
    12
}

@_cdecl("free")
func free(_ pointer: UnsafeMutableRawPointer?) {}
