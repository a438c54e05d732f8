import DOMBridge
import LoginModel

let login = LoginViewModel(service: liveLogin)
exposeForTests(login)
App.mount { loginPage(login) }
