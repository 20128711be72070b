extension UIView {
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// UIKit's animated change of a view's content, the usual way to swap a window's root with
  /// an animation: `animations` run at once; on a window, a root swap made in them is animated
  /// (`viewWillAppear` now, `viewDidAppear` when it ends) and `completion` runs `duration` of
  /// virtual time later. Any other view has no run loop to wait on: `completion` runs at once.
  public static func transition(
    with view: UIView, duration: Double, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    guard let window = view as? UIWindow else {
      animations?()
      completion?(true)
      return
    }
    let length = Duration.milliseconds(Int64((duration * 1000).rounded()))
    let outer = window.animationBlockDuration
    window.animationBlockDuration = length
    animations?()
    window.animationBlockDuration = outer
    guard let completion else { return }
    window.runLoop.schedule(after: length) { completion(true) }
  }
}
