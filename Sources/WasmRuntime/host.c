// What the module asks of the page: console output, randomness for hashing seeds, and the entry point
// that runs the app's top-level code. The page provides the imports (module "vdom"); see web/shim/run.js.

#if defined(__wasm__)

#include <stddef.h>
#include <stdint.h>

__attribute__((import_module("vdom"), import_name("putchar")))
extern void vdom_host_putchar(int32_t byte);

__attribute__((import_module("vdom"), import_name("random")))
extern void vdom_host_random(void *buffer, size_t count);

int putchar(int byte) {
    vdom_host_putchar(byte);
    return byte;
}

void arc4random_buf(void *buffer, size_t count) {
    vdom_host_random(buffer, count);
}

int main(int argc, char **argv);
void vdom_prepare(void);

// The stack's bounds, from the linker. Before the app runs, its unused part is filled with a pattern, so
// the deepest point the stack has reached can be read later: that is how its size was chosen.
extern unsigned char __stack_low;
enum { stackPaint = 0xA5 };

/// Connects the bridge, then runs the app's `main.swift`, which mounts its view. The page calls it
/// once, after instantiation.
__attribute__((export_name("start")))
void vdom_start(void) {
    unsigned char *low = &__stack_low;
    unsigned char *here = __builtin_frame_address(0);
    for (unsigned char *byte = low; byte < here - 256; byte++) *byte = stackPaint;
    vdom_prepare();
    main(0, NULL);
}

/// The most stack the app has used so far, in bytes (an upper bound rounded to the pattern).
__attribute__((export_name("vdom_stack_used")))
uint32_t vdom_stack_used(void) {
    extern unsigned char __stack_high;
    unsigned char *byte = &__stack_low;
    while (byte < &__stack_high && *byte == stackPaint) byte++;
    return (uint32_t)(&__stack_high - byte);
}

#endif
