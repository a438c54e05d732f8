import ArticlesModel
import Browser
import DOMBridge

let list = ArticleList(source: liveArticles(location: Location()))
App.mount { articlesPage(list) }
