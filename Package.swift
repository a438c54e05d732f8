// swift-tools-version: 6.0
import PackageDescription

// One manifest for both builds. The wasm build passes its flags through `wasm/toolset.json`
// (see the README), so this file stays free of `unsafeFlags` and other packages can depend on it.
let package = Package(
    name: "SwiftVDOM",
    products: [
        .library(name: "Observing", targets: ["Observing"]),
        .library(name: "VDOM", targets: ["VDOM"]),
        .library(name: "DOMBridge", targets: ["DOMBridge"]),
        .library(name: "VDOMTesting", targets: ["VDOMTesting"]),
        .library(name: "JSON", targets: ["JSON"]),
        .library(name: "JavaScript", targets: ["JavaScript"]),
        .library(name: "Browser", targets: ["Browser"]),
        .library(name: "Programs", targets: ["Programs"]),
        .executable(name: "CounterWeb", targets: ["CounterWeb"]),
        .executable(name: "ProgramCounterWeb", targets: ["ProgramCounterWeb"]),
        .executable(name: "ImperativeCounterWeb", targets: ["ImperativeCounterWeb"]),
        .executable(name: "vdom-cases", targets: ["vdom-cases"]),
        .executable(name: "vdom-prerender", targets: ["vdom-prerender"]),
        .plugin(name: "BuildPage", targets: ["BuildPage"]),
    ],
    targets: [
        // Observable models: what a feature's model imports, and nothing else.
        .target(name: "Observing"),
        // Descriptions, builders, diff, patches, rendering. No platform code.
        .target(name: "VDOM", dependencies: ["Observing"]),
        // JSON values read from and written to UTF-8 bytes, for any target (no Foundation). Its numbers
        // use Observing's decimal conversions, so a model that reads JSON adds nothing else.
        .target(name: "JSON", dependencies: ["Observing"]),
        // The wasm side of the browser: patch encoding, event dispatch, imports and exports.
        .target(name: "DOMBridge", dependencies: ["VDOM", "WasmRuntime"]),
        // Calls into the page's JavaScript by name, and Swift functions the page calls; doubles for Linux.
        .target(name: "JavaScript", dependencies: ["DOMBridge", "VDOM", "Observing"]),
        // The browser's APIs, each on JavaScript as an app's own would be: fetch, storage, location,
        // console; and a test browser that plays them on Linux.
        .target(name: "Browser", dependencies: ["JavaScript", "DOMBridge", "VDOM", "Observing"]),
        // The program style: a model value, messages, an update that returns commands, on the renderer.
        .target(name: "Programs", dependencies: ["DOMBridge", "VDOM", "Observing"]),
        // The few C symbols an Embedded Swift wasm module needs (allocator, putchar). Empty on Linux.
        .target(name: "WasmRuntime"),
        // An in-memory DOM that applies patches, for the tests of apps built with the toolkit.
        .target(name: "VDOMTesting", dependencies: ["VDOM", "DOMBridge", "JavaScript"]),
        // The page build's pre-render: an app's first frame, written by its product run on Linux, as the
        // HTML that goes inside the page's mount point (scripts/build-page.py runs it).
        .executableTarget(name: "vdom-prerender", dependencies: ["VDOMTesting", "VDOM"], path: "Sources/Prerender"),
        // The example: a plain model, and the web app that shows it.
        .target(name: "CounterModel", dependencies: ["Observing"]),
        // The counter page's parts, which take values, bindings and actions: both styles' pages use them.
        // The history chart draws on a canvas through the JavaScript library; the pages' fact source is a
        // fetch (Browser).
        .target(name: "CounterViews", dependencies: ["CounterModel", "Browser", "JavaScript", "VDOM"]),
        .executableTarget(name: "CounterWeb", dependencies: ["CounterModel", "CounterViews", "Browser", "VDOM", "DOMBridge", "Observing"]),
        // The counter's third page: the same model kept on screen by imperative code (DOMDocument, observe).
        .executableTarget(name: "ImperativeCounterWeb",
                          dependencies: ["CounterModel", "CounterViews", "Browser", "JavaScript", "VDOM", "DOMBridge", "Observing"]),
        // The same counter in the program style: its model, messages and update (sharing the counter's
        // values), and its page.
        .target(name: "ProgramCounterModel", dependencies: ["CounterModel", "Observing"]),
        .executableTarget(name: "ProgramCounterWeb",
                          dependencies: ["ProgramCounterModel", "CounterViews", "Programs", "Browser", "VDOM", "DOMBridge", "Observing"]),
        // The to-do example: a model that imports only Observing, and a page that keeps it in local
        // storage, filters it by the URL's fragment, fetches examples and calls its own JavaScript.
        // Its files live together in examples/Todos (sources, tests, page), as each example's do.
        .target(name: "TodosModel", dependencies: ["Observing"], path: "examples/Todos/Sources/TodosModel"),
        .executableTarget(name: "TodosWeb", dependencies: ["TodosModel", "Browser", "JavaScript", "DOMBridge", "VDOM", "JSON", "Observing"],
                          path: "examples/Todos/Sources/TodosWeb"),
        // The articles screen: components that own state, placeholders while loading, a dialog.
        .target(name: "ArticlesModel", dependencies: ["Observing"], path: "examples/Articles/Sources/ArticlesModel"),
        .executableTarget(name: "ArticlesWeb", dependencies: ["ArticlesModel", "Browser", "DOMBridge", "VDOM", "JSON", "Observing"],
                          path: "examples/Articles/Sources/ArticlesWeb"),
        // The login screen: one validated view model, and a page whose log-in service is its own JavaScript.
        .target(name: "LoginModel", dependencies: ["Observing"], path: "examples/Login/Sources/LoginModel"),
        // What both login pages give the model: the service of the page's login.js, and the hook the browser
        // tests read the model through.
        .target(name: "LoginService", dependencies: ["LoginModel", "JavaScript", "Observing"],
                path: "examples/Login/Sources/LoginService"),
        .executableTarget(name: "LoginWeb", dependencies: ["LoginModel", "LoginService", "JavaScript", "DOMBridge", "VDOM", "Observing"],
                          path: "examples/Login/Sources/LoginWeb"),
        // The same screen built a second time with imperative code and `observe` only, from the same model.
        .executableTarget(name: "LoginImperativeWeb",
                          dependencies: ["LoginModel", "LoginService", "JavaScript", "DOMBridge", "VDOM", "Observing"],
                          path: "examples/Login/Sources/LoginImperativeWeb"),
        // A theme editor around a colour picker written in plain JavaScript, wrapped as a representable element.
        .target(name: "PaletteModel", dependencies: ["Observing"], path: "examples/Palette/Sources/PaletteModel"),
        .executableTarget(name: "PaletteWeb", dependencies: ["PaletteModel", "JavaScript", "DOMBridge", "VDOM", "Observing"],
                          path: "examples/Palette/Sources/PaletteWeb"),
        // The order form of every control: one model that holds a value for each kind, and a page that binds
        // them all and shows what the model holds as it changes.
        .target(name: "ControlsModel", dependencies: ["Observing"], path: "examples/Controls/Sources/ControlsModel"),
        .executableTarget(name: "ControlsWeb", dependencies: ["ControlsModel", "JavaScript", "DOMBridge", "VDOM", "Observing"],
                          path: "examples/Controls/Sources/ControlsWeb"),
        // The js-framework-benchmark page, rendered by the toolkit (Benchmarks/ holds the whole apparatus).
        .executableTarget(name: "BenchWeb", dependencies: ["VDOM", "DOMBridge"], path: "Benchmarks/BenchWeb"),
        // The floor: a page that mounts `div { "Hello" }` and nothing else (`make size`).
        .executableTarget(name: "HelloWeb", dependencies: ["VDOM", "DOMBridge"], path: "Benchmarks/Hello"),
        // The test tools, in Tools/. Reconciliation cases (JSON) run through the real toolkit.
        .target(name: "VDOMCases", dependencies: ["VDOM", "VDOMTesting", "JSON"], path: "Tools/VDOMCases"),
        .executableTarget(name: "vdom-cases", dependencies: ["VDOMCases"], path: "Tools/vdom-cases"),
        // The differential test: random views rendered, encoded and checked in Swift, for the shim to apply.
        .target(name: "VDOMFuzz", dependencies: ["VDOM", "DOMBridge", "VDOMTesting", "VDOMCases", "JSON"], path: "Tools/VDOMFuzz"),
        .executableTarget(name: "vdom-fuzz", dependencies: ["VDOMFuzz"], path: "Tools/vdom-fuzz"),
        // Native diff+patch timings for `make bench`.
        .executableTarget(name: "vdom-bench", dependencies: ["VDOM", "VDOMTesting"], path: "Benchmarks/vdom-bench"),
        // Hostile frames for `make test`: real frames mutated, with what the test DOM makes of each.
        .executableTarget(name: "vdom-hostile", dependencies: ["Observing", "VDOM", "VDOMTesting", "DOMBridge", "VDOMFuzz"],
                          path: "Tools/vdom-hostile"),

        // `swift package build-page`: an app's page built in one step (scripts/build-page.py).
        .plugin(
            name: "BuildPage",
            capability: .command(
                intent: .custom(verb: "build-page", description: "Builds the page of an app for the browser"),
                permissions: [.writeToPackageDirectory(
                    reason: "writes the module, the shim and the page's scripts into the page's folder")]
            )
        ),

        .testTarget(name: "ObservingTests", dependencies: ["Observing"]),
        .testTarget(name: "VDOMTests", dependencies: ["VDOM", "VDOMTesting", "VDOMFuzz"]),
        .testTarget(name: "VDOMTestingTests", dependencies: ["VDOMTesting", "DOMBridge", "JavaScript"]),
        .testTarget(name: "ProgramsTests", dependencies: ["Programs", "VDOMTesting", "DOMBridge"]),
        .testTarget(name: "VDOMCasesTests", dependencies: ["VDOMCases", "VDOMTesting", "JSON"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "JavaScriptTests", dependencies: ["JavaScript", "DOMBridge", "VDOMTesting", "JSON"]),
        .testTarget(name: "BrowserTests", dependencies: ["Browser", "JavaScript", "DOMBridge", "VDOMTesting"]),
        .testTarget(name: "DOMBridgeTests", dependencies: ["DOMBridge", "JavaScript", "VDOMTesting", "VDOMFuzz"]),
        .testTarget(name: "TodosTests", dependencies: ["TodosModel", "TodosWeb", "Browser", "JavaScript", "DOMBridge", "VDOMTesting"],
                    path: "examples/Todos/Tests/TodosTests"),
        .testTarget(name: "ArticlesTests", dependencies: ["ArticlesModel", "ArticlesWeb", "Browser", "DOMBridge", "VDOMTesting"],
                    path: "examples/Articles/Tests/ArticlesTests"),
        .testTarget(name: "LoginTests", dependencies: ["LoginModel", "LoginService", "LoginWeb", "LoginImperativeWeb", "JavaScript", "DOMBridge", "VDOMTesting"],
                    path: "examples/Login/Tests/LoginTests"),
        .testTarget(name: "PaletteTests", dependencies: ["PaletteModel", "PaletteWeb", "JavaScript", "DOMBridge", "VDOMTesting"],
                    path: "examples/Palette/Tests/PaletteTests"),
        .testTarget(name: "ControlsTests", dependencies: ["ControlsModel", "ControlsWeb", "JavaScript", "DOMBridge", "VDOMTesting"],
                    path: "examples/Controls/Tests/ControlsTests"),
        .testTarget(name: "CounterModelTests", dependencies: ["CounterModel", "Observing", "VDOMFuzz"]),
        .testTarget(name: "CounterWebTests", dependencies: ["CounterModel", "CounterViews", "CounterWeb", "ImperativeCounterWeb", "ProgramCounterModel",
                                                            "ProgramCounterWeb", "Programs", "Browser", "VDOMTesting", "VDOMFuzz"]),
        .testTarget(name: "ProgramCounterTests", dependencies: ["ProgramCounterModel", "CounterModel", "Observing"]),
    ],
    swiftLanguageModes: [.v5]
)
