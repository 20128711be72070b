/// A flow of screens and the decisions between them. Screens only report what the user did;
/// the coordinator decides what comes next and shows it through a ``Router``.
///
/// Lifetimes: a parent keeps each running child in `childCoordinators` (nothing else keeps a
/// coordinator alive) and removes it when the child's flow has ended. A child reports to its
/// parent in one of two styles, chosen per child and stated in its doc comment: a delegate
/// protocol (held weakly), or a typed completion `onFinish` that carries the flow's result.
@MainActor
protocol Coordinator: AnyObject {
  /// The flows this coordinator started that are still running.
  var childCoordinators: [any Coordinator] { get set }

  /// Starts the flow: builds and shows its first screen.
  func start()

  /// Ends the flow from outside, before the parent lets it go (logout, session expiry, a deep
  /// link that replaces it): the children's flows end first, then this flow takes down what
  /// only it shows (a presented sheet). It reports nothing: the parent asked. A flow that ends
  /// by itself reports to its parent instead, through its delegate or its completion.
  func finish()
}
