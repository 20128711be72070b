@MainActor
open class UITabBarItem {
  /// The tab's name, also its name in the hierarchy notation (`Tabs{Home*:…}`).
  open var title: String?
  open var image: UIImage?
  open var tag: Int

  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
  }
}
