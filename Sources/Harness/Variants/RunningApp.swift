/// A running app of one variant, as the harness drives it: the variants' public entry points
/// (`VIPERApp`, `CoordinatorApp`) conform to it in their adapters.
@MainActor
public protocol RunningApp: AnyObject {
  func launch()
  func open(url: String)
  func handleSessionExpired()
}
