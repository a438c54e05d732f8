import DOMBridge
import LoginModel
import LoginService

let login = LoginViewModel(service: liveLogin)
exposeForTests(login)
buildLoginScreen(login, in: App.document)
