// A size-class allocator for the wasm heap: blocks come in four sizes per power of two (16, 24, 32, 40,
// 48, 56, 64, 80, … bytes, up to 2 GiB), so a block above 32 bytes wastes less than a fifth of itself.
// A freed block goes back on its class's free list, so a page that keeps creating and dropping the same
// kinds of objects reuses the same memory instead of growing. Blocks are never split or merged: a class's
// share of the heap is bounded by its peak use, and allocation and release are a few instructions.
//
// Large blocks, from 64 KiB, are the exception. An array that grows by doubling (a large frame's words, a
// long list's children, the node table) leaves one block of each size behind it, which a free list per
// class would keep for an array of exactly that class: after creating 10,000 rows, a fifth of the heap
// was such blocks. A freed large block instead becomes spare memory, merged with the spare memory beside
// it (or given back to the top of the heap), and a large block is carved from spare memory before the
// heap grows. Small blocks are not: scattered through the spare runs, they would cut them into pieces
// too short for the large arrays of the next table, and the heap would grow again.
//
// Each allocation is preceded by an 8-byte header: the block's class, and the distance from the block's
// start to the pointer handed out (more than 8 only for alignments above 8).

#if defined(__wasm__)

#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;

enum { classCount = 107, pageSize = 65536, headerSize = 8, largeBlock = 65536, smallestBlock = 16 };

typedef struct Header {
    uint32_t sizeClass;
    uint32_t offset;
} Header;

static void *freeLists[classCount];
static uintptr_t heapTop;

/// A run of spare memory, described in its own first bytes.
typedef struct Spare {
    uintptr_t end;
    struct Spare *next;
} Spare;

/// The spare runs, in address order; no two touch (they are merged when freed).
static Spare *spares;

/// Takes `size` bytes for a block: a large one from the first spare run that holds it and leaves either
/// nothing or room for another run, else fresh from the top of the heap, growing memory when needed.
static void *carve(uintptr_t size) {
    for (Spare **link = &spares; size >= largeBlock && *link; link = &(*link)->next) {
        Spare *spare = *link;
        uintptr_t start = (uintptr_t)spare, rest = spare->end - start - size;
        if (spare->end - start < size || (rest != 0 && rest < smallestBlock)) continue;
        if (rest == 0) {
            *link = spare->next;
        } else {
            Spare *remainder = (Spare *)(start + size);
            remainder->end = spare->end;
            remainder->next = spare->next;
            *link = remainder;
        }
        return (void *)start;
    }
    if (heapTop == 0) heapTop = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
    uintptr_t start = heapTop;
    uintptr_t end = start + size;
    if (end < start) return NULL;
    uintptr_t available = (uintptr_t)__builtin_wasm_memory_size(0) * pageSize;
    if (end > available) {
        uintptr_t pages = (end - available + pageSize - 1) / pageSize;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return NULL;
    }
    heapTop = end;
    return (void *)start;
}

/// The smallest class whose blocks hold `size` bytes (`size` is at least the header): 16, 24 and 32
/// bytes, then, for each power of two 2^e from 32 up, blocks of 5, 6, 7 and 8 times 2^(e-2). Every
/// block size is a multiple of 8, so blocks carved one after another stay 8-aligned.
static uint32_t classFor(uintptr_t size) {
    if (size <= 32) return size <= 16 ? 0 : size <= 24 ? 1 : 2;
    uint32_t last = (uint32_t)(size - 1);
    uint32_t exponent = 31 - (uint32_t)__builtin_clz(last);
    uint32_t quarter = (last >> (exponent - 2)) & 3;
    return 3 + (exponent - 5) * 4 + quarter;
}

static uintptr_t blockSize(uint32_t sizeClass) {
    if (sizeClass < 3) return 16 + 8 * (uintptr_t)sizeClass;
    uint32_t exponent = (sizeClass - 3) / 4 + 5, quarter = (sizeClass - 3) % 4;
    return (uintptr_t)(5 + quarter) << (exponent - 2);
}

static void *allocate(size_t size, size_t alignment) {
    if (alignment < headerSize) alignment = headerSize;
    if (size > ((size_t)1 << 30) || alignment > ((size_t)1 << 20)) return NULL;
    uint32_t sizeClass = classFor(size + headerSize + (alignment - headerSize));
    if (sizeClass >= classCount) return NULL;
    unsigned char *block = freeLists[sizeClass];
    if (block) {
        freeLists[sizeClass] = *(void **)block;
    } else {
        block = carve(blockSize(sizeClass));
        if (!block) return NULL;
    }
    uintptr_t user = ((uintptr_t)block + headerSize + alignment - 1) & ~(uintptr_t)(alignment - 1);
    Header *header = (Header *)(user - headerSize);
    header->sizeClass = sizeClass;
    header->offset = (uint32_t)(user - (uintptr_t)block);
    return (void *)user;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment == 0 || (alignment & (alignment - 1)) != 0) return 22; // EINVAL
    void *pointer = allocate(size, alignment);
    if (!pointer) return 12; // ENOMEM
    *result = pointer;
    return 0;
}

void *malloc(size_t size) {
    return allocate(size, headerSize);
}

void *aligned_alloc(size_t alignment, size_t size) {
    return allocate(size, alignment);
}

/// Makes `start..<end` spare, merged with the spare runs it touches; a run that reaches the top of the heap
/// lowers the top instead.
static void addSpare(uintptr_t start, uintptr_t end) {
    Spare *previous = NULL, *next = spares;
    while (next && (uintptr_t)next < start) {
        previous = next;
        next = next->next;
    }
    if (next && (uintptr_t)next == end) {
        end = next->end;
        next = next->next;
    }
    if (previous && previous->end == start) {
        start = (uintptr_t)previous;
    } else {
        Spare *spare = (Spare *)start;
        if (previous) previous->next = spare; else spares = spare;
        previous = spare;
    }
    if (end == heapTop) {
        heapTop = start;
        Spare **link = &spares;
        while (*link != previous) link = &(*link)->next;
        *link = next;
        return;
    }
    previous->end = end;
    previous->next = next;
}

void free(void *pointer) {
    if (!pointer) return;
    Header *header = (Header *)((uintptr_t)pointer - headerSize);
    unsigned char *block = (unsigned char *)pointer - header->offset;
    uintptr_t size = blockSize(header->sizeClass);
    if (size >= largeBlock) return addSpare((uintptr_t)block, (uintptr_t)block + size);
    *(void **)block = freeLists[header->sizeClass];
    freeLists[header->sizeClass] = block;
}

/// Bytes the heap has taken from memory so far (for leak tests: it stays flat under a steady workload).
__attribute__((export_name("vdom_heap_size")))
uint32_t vdom_heap_size(void) {
    if (heapTop == 0) return 0;
    return (uint32_t)(heapTop - (((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15));
}

/// Bytes of the heap in blocks handed out and not freed since: what every Swift object, array and closure
/// context alive takes, headers included. Counted when asked, by walking the free lists, so allocating and
/// freeing cost nothing more. Not exported: an app that wants it (the browser tests' fixture, to show that
/// a view shown and cleared again leaves the same) declares it with `@_extern(c, "vdom_heap_in_use")`, and
/// other apps carry none of it.
uint32_t vdom_heap_in_use(void) {
    uintptr_t unused = 0;
    for (Spare *spare = spares; spare; spare = spare->next) unused += spare->end - (uintptr_t)spare;
    for (uint32_t sizeClass = 0; sizeClass < classCount; sizeClass++) {
        for (void **block = freeLists[sizeClass]; block; block = *block) unused += blockSize(sizeClass);
    }
    return vdom_heap_size() - (uint32_t)unused;
}

#endif
