import VDOM
