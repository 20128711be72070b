/// The names the navigation analysis looks for, as symbols of the run's table (-1 when no file
/// uses the name, so nothing can match it).
struct NavigationWords {
  let pushViewController: Int32
  let popViewController: Int32
  let popToRootViewController: Int32
  let popToViewController: Int32
  let present: Int32
  let dismiss: Int32
  let setViewControllers: Int32
  let setRootViewController: Int32
  let rootViewController: Int32
  let viewControllers: Int32
  let animated: Int32
  let show: Int32
  let showDetailViewController: Int32
  let sender: Int32
  let prepare: Int32
  let segue: Int32
  let navigationLink: Int32
  let navigationDestination: Int32
  let destination: Int32
  let value: Int32
  let sheet: Int32
  let fullScreenCover: Int32
  let popover: Int32
  let content: Int32
  let tabView: Int32
  let windowGroup: Int32
  let append: Int32
  let insert: Int32
  let removeLast: Int32
  let count: Int32
  let forLabel: Int32
  let view: Int32
  let app: Int32
  let initializer: Int32
  let uiNavigationController: Int32

  init(symbols: SymbolTable) {
    func symbol(_ name: String) -> Int32 { symbols.lookup(name) ?? -1 }
    pushViewController = Keyword.pushViewController.rawValue
    popViewController = Keyword.popViewController.rawValue
    popToRootViewController = Keyword.popToRootViewController.rawValue
    popToViewController = Keyword.popToViewController.rawValue
    present = Keyword.present.rawValue
    dismiss = Keyword.dismiss.rawValue
    setViewControllers = Keyword.setViewControllers.rawValue
    setRootViewController = Keyword.setRootViewController.rawValue
    rootViewController = Keyword.rootViewController.rawValue
    viewControllers = Keyword.viewControllers.rawValue
    animated = Keyword.animated.rawValue
    show = symbol("show")
    showDetailViewController = symbol("showDetailViewController")
    sender = symbol("sender")
    prepare = symbol("prepare")
    segue = symbol("segue")
    navigationLink = symbol("NavigationLink")
    navigationDestination = symbol("navigationDestination")
    destination = symbol("destination")
    value = symbol("value")
    sheet = symbol("sheet")
    fullScreenCover = symbol("fullScreenCover")
    popover = symbol("popover")
    content = symbol("content")
    tabView = symbol("TabView")
    windowGroup = symbol("WindowGroup")
    append = symbol("append")
    insert = symbol("insert")
    removeLast = symbol("removeLast")
    count = symbol("count")
    forLabel = Keyword.for.rawValue
    view = symbol("View")
    app = symbol("App")
    initializer = Keyword.`init`.rawValue
    uiNavigationController = Keyword.uiNavigationController.rawValue
  }

  /// UIKit's view controller classes a screen derives from.
  static let screenBases: Set<String> = Vocabulary.uiKitScreenBases
}
