/// What one UIKit, SwiftUI or workbench name means to the analyser and to the tools built on it:
/// one row of ``Vocabulary``. A name may have several rows (`UINavigationController` is a screen
/// base and a container).
public struct VocabularyRow: Sendable, Equatable {
  /// The UI framework a screen base belongs to.
  public enum Framework: String, Sendable {
    case uiKit = "UIKit"
    case swiftUI = "SwiftUI"
  }

  /// What holds screens.
  public enum Container: String, Sendable {
    /// A navigation stack (`UINavigationController`).
    case stack
    /// Tabs (`UITabBarController`).
    case tabs
    /// A split view (`UISplitViewController`).
    case split
    /// A window (`UIWindow`): its root is a screen, it is no screen itself.
    case window
    /// SwiftUI's stacks (`NavigationStack`, `NavigationView`): their content's root is a screen.
    case swiftUIStack
  }

  /// How a navigation step is written: what follows its name.
  public enum Arguments: Sendable, Equatable {
    /// `name(_:animated:…)`: an unlabelled argument, then `animated:`.
    case unlabelledThenAnimated
    /// `name(animated:…)`.
    case animatedFirst
    /// `name(_:…)`: an unlabelled argument.
    case unlabelled
    /// `name(_:sender:)`.
    case unlabelledThenSender
    /// `name = value`: an assignment.
    case assignment
    /// `Name(…)` or `Name { … }`: a SwiftUI view built.
    case construction
    /// `.name(…)`: a SwiftUI modifier.
    case modifier
    /// `path.name(…)` on a SwiftUI navigation path: the name alone (`append`) is any
    /// collection's, so only the navigation analysis, which knows the receiver, sees a step.
    case pathOperation

    /// Whether a call whose arguments begin with `labels` (symbols; -1 unlabelled, a trailing
    /// closure's marker) has this shape.
    func accepts(labels: [Int32]) -> Bool {
      let animated = Keyword.animated.rawValue
      switch self {
      case .unlabelledThenAnimated:
        return labels.count >= 2 && labels[0] == -1 && labels[1] == animated
      case .animatedFirst: return labels.first == animated
      case .unlabelled: return labels.first == -1
      case .unlabelledThenSender:
        return labels.count >= 2 && labels[0] == -1 && labels[1] == Keyword.sender.rawValue
      case .construction, .modifier: return true
      case .assignment, .pathOperation: return false
      }
    }
  }

  /// What a navigation step does.
  public struct Step: Sendable, Equatable {
    public var arguments: Arguments
    /// The edge it draws in the navigation graph; nil for one that selects among edges already
    /// drawn (`selectedIndex =` shows a tab whose edge is its container's).
    public var edge: NavigationEdgeKind?
    /// What the reasons text names: the signature, or the assigned property.
    public var signature: String

    /// Whether calling it makes a type navigation-aware: every step told by its name and
    /// arguments (a path operation's name is any collection's).
    public var makesNavigationAware: Bool { arguments != .pathOperation }

    /// Whether it changes a navigation stack's screens.
    public var changesStack: Bool {
      guard let edge else { return false }
      return [.push, .pop, .popToRoot, .popTo, .setViewControllers].contains(edge)
    }
  }

  public enum Meaning: Sendable, Equatable {
    /// A class or protocol a screen derives from; a View by role.
    case screenBase(Framework)
    /// A view type that is no screen (`UIView`, `UIButton`, `UIViewRepresentable`); a View by
    /// role.
    case viewBase
    /// A type that holds screens.
    case container(Container)
    /// A call or assignment that navigates.
    case navigation(Step)
    /// A lifecycle callback, `will…` or `did…`, and the other of its pair (full Swift names).
    case lifecycle(pair: String)
    /// A callback that hears of a user's back swipe or sheet swipe, which bypass app code.
    case gesture
    /// What waits for a running transition (`transitionCoordinator`,
    /// `animate(alongsideTransition:completion:)`).
    case transitionWait
    /// A protocol or attribute that makes a type an app's entry.
    case entryPoint
    /// A type or call that exists only for the workbench's lifetime tracking.
    case instrumentation
    /// A name ending that gives a role (longest first; see ``RoleClassifier``).
    case roleSuffix(Role)
    /// A name ending that names a protocol's position rather than its role (`LoginViewOutput`).
    case protocolEnding
    /// A conformance that makes a struct or enum an Entity.
    case entityConformance
    /// A type name ending that names a screen's view (`LoginViewController` → `Login`).
    case screenSuffix
    /// A name ending removed with role endings to find a type's stem (`LoginModule`,
    /// `LoginServiceImpl` → `Login`).
    case stemEnding
    /// A method name an app gives a navigation step of its own (a router's `push(_:)`,
    /// `navigate(to:)`): its callers decide, as the caller of UIKit's method does.
    case stepWrapper
    /// A verb that, followed by a word, names a method for a step (`pushWireframe`,
    /// `dismissModule`, `popFromNavigationController`).
    case stepVerb
    /// The name of a function that, when nothing in the tree calls it, is run at launch
    /// (`start()`, `run()`).
    case launchName
    /// A framework callback run at launch (`application(_:didFinishLaunchingWithOptions:)`).
    case launchCallback
    /// A word that, in a function's name, labels or parameter names, says it is entered from
    /// a deep link (`url`, `userActivity`), lower-cased.
    case deepLinkWord
    /// A framework callback that opens a deep link (`application(_:open:options:)`).
    case deepLinkCallback
    /// A method that emits a value into a Combine or Rx subject (`send`, `onNext`).
    case subjectSend
    /// A standard library collection method whose result holds the receiver's elements
    /// (`filter`, `reversed`), or — `mapping` — what its closure makes of each (`map`).
    case collectionTransform(mapping: Bool)
  }

  /// The Swift name: a type (`UIViewController`), a method's base name (`pushViewController`)
  /// or full name (`navigationController(_:didShow:animated:)`), a property, a modifier, an
  /// attribute (`@main`) or a name ending (`ViewModel`).
  public let name: String
  public let meaning: Meaning

  public init(_ name: String, _ meaning: Meaning) {
    self.name = name
    self.meaning = meaning
  }

  /// The step, when the row is one.
  public var step: Step? {
    if case .navigation(let step) = meaning { return step }
    return nil
  }

  /// The base name of a full Swift name: `navigationController` for
  /// `navigationController(_:didShow:animated:)`.
  public var baseName: String { String(name.prefix { $0 != "(" }) }

  /// The argument labels of a full Swift name (`_`, `didShow`, `animated`); empty for a plain
  /// name.
  public var labels: [String] {
    guard let open = name.firstIndex(of: "(") else { return [] }
    return name[name.index(after: open)...].split(separator: ":").map(String.init).filter {
      $0 != ")"
    }
  }
}
