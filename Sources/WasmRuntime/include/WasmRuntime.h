#ifndef WASM_RUNTIME_H
#define WASM_RUNTIME_H

// The C symbols an Embedded Swift module needs on wasm32-unknown-none-wasm, where there is no libc:
// an allocator (allocator.c), the host services below (host.c) and 128-bit multiplication (multiply.c).
// On other platforms this target is empty and the system's libc provides them.

#endif
