// 128-bit multiplication. The standard library's conversion of a `Double` to its shortest digits
// (`"\(number)"`, `String(number)`) multiplies 64-bit numbers into 128 bits, which clang compiles to a
// call to `__multi3`; that function lives in compiler-rt's builtins, which the wasm link here does not
// have. The linker keeps it only in a module that formats a `Double`.

#if defined(__wasm__)

#include <stdint.h>

// The two 64-bit halves of a 128-bit integer (wasm is little-endian).
typedef union {
    __int128 whole;
    struct {
        uint64_t low, high;
    } halves;
} Wide;

// The full product of two 64-bit numbers, from four 32-bit products: no 128-bit multiplication, which
// would call back here.
static Wide wideProduct(uint64_t a, uint64_t b) {
    uint64_t aLow = (uint32_t)a, aHigh = a >> 32, bLow = (uint32_t)b, bHigh = b >> 32;
    uint64_t low = aLow * bLow;
    uint64_t cross = aHigh * bLow + (low >> 32);
    uint64_t otherCross = aLow * bHigh + (uint32_t)cross;
    Wide product;
    product.halves.low = otherCross << 32 | (uint32_t)low;
    product.halves.high = aHigh * bHigh + (cross >> 32) + (otherCross >> 32);
    return product;
}

// a × b modulo 2^128, which is the same for signed and unsigned operands.
__int128 __multi3(__int128 a, __int128 b) {
    Wide x = {a}, y = {b};
    Wide product = wideProduct(x.halves.low, y.halves.low);
    product.halves.high += x.halves.high * y.halves.low + x.halves.low * y.halves.high;
    return product.whole;
}

#endif
