import DOMBridge
import LoginModel
import LoginService

let login = LoginViewModel(service: liveLogin)
exposeForTests(login)
App.mount { loginPage(login) }
