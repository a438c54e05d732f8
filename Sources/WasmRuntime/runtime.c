#include "WasmRuntime.h"
