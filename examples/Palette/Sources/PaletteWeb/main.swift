import DOMBridge
import PaletteModel

let palette = Palette()
exposeForTests(palette)
App.mount { palettePage(palette) }
