/// The JavaScript module each browser API needs, named among the wasm module's imports.
///
/// An API that is used calls its marker, an import of module `calls` named after its JavaScript file
/// (`fetch.js`), so the marker is linked exactly when the API is. The page build reads the module's
/// imports and writes `data-js` from them, so a page never lists these files by hand and cannot leave
/// one out; `calls.js` gives each file `data-js` names a marker that does nothing
/// (`PageContract.browserAPIs`).
enum BrowserModule {
    static func fetch() {
        #if arch(wasm32)
        fetchModule()
        #endif
    }

    static func storage() {
        #if arch(wasm32)
        storageModule()
        #endif
    }

    static func location() {
        #if arch(wasm32)
        locationModule()
        #endif
    }
}

#if arch(wasm32)
@_extern(wasm, module: "calls", name: "fetch.js")
@_extern(c)
private func fetchModule()

@_extern(wasm, module: "calls", name: "storage.js")
@_extern(c)
private func storageModule()

@_extern(wasm, module: "calls", name: "location.js")
@_extern(c)
private func locationModule()
#endif
