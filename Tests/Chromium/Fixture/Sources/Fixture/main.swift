import DOMBridge

let lab = Lab()
App.mount { labView(lab) }
