#ifndef WASM_RUNTIME_H
#define WASM_RUNTIME_H
#endif
