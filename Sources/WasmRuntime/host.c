// What the module asks of the page: console output, randomness for hashing seeds, and the entry point
// that runs the app's top-level code. The page provides the imports (module "vdom"); see web/vdom.js.

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

/// Connects the bridge, then runs the app's `main.swift`, which mounts its view. The page calls it
/// once, after instantiation.
__attribute__((export_name("start")))
void vdom_start(void) {
    vdom_prepare();
    main(0, NULL);
}

#endif
