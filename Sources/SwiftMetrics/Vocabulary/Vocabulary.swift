/// Every UIKit, SwiftUI, app-entry and workbench name the analyser gives a meaning, as data rows
/// in one place: the metrics (navigation-aware types, roles), the navigation graph, the layers
/// and the Harness read them here, so one name means the same thing everywhere. The derived
/// sets below are views of the rows.
public enum Vocabulary {
  public typealias Row = VocabularyRow

  private static func step(
    _ arguments: Row.Arguments, _ edge: NavigationEdgeKind?, _ signature: String
  ) -> Row.Meaning {
    .navigation(Row.Step(arguments: arguments, edge: edge, signature: signature))
  }

  public static let rows: [Row] =
    screenRows + navigationRows + callbackRows + entryRows + roleRows + appConventionRows

  private static let screenRows: [Row] = [
    // UIKit's view controllers a screen derives from, SwiftUI's `View`.
    Row("UIViewController", .screenBase(.uiKit)),
    Row("UITableViewController", .screenBase(.uiKit)),
    Row("UICollectionViewController", .screenBase(.uiKit)),
    Row("UITabBarController", .screenBase(.uiKit)),
    Row("UINavigationController", .screenBase(.uiKit)),
    Row("UIPageViewController", .screenBase(.uiKit)),
    Row("UIHostingController", .screenBase(.uiKit)),
    Row("UISplitViewController", .screenBase(.uiKit)),
    Row("View", .screenBase(.swiftUI)),
    // Views that are no screen.
    Row("UIView", .viewBase), Row("UITableViewCell", .viewBase),
    Row("UICollectionViewCell", .viewBase), Row("UICollectionReusableView", .viewBase),
    Row("UIControl", .viewBase), Row("UIButton", .viewBase), Row("UILabel", .viewBase),
    Row("UIScrollView", .viewBase), Row("UITableView", .viewBase),
    Row("UICollectionView", .viewBase), Row("UIStackView", .viewBase),
    Row("NSViewController", .viewBase), Row("NSView", .viewBase),
    Row("UIViewRepresentable", .viewBase), Row("UIViewControllerRepresentable", .viewBase),
    // SwiftUI previews show a view; they are no screen of the app.
    Row("PreviewProvider", .viewBase),
    // What holds screens.
    Row("UINavigationController", .container(.stack)),
    Row("UITabBarController", .container(.tabs)),
    Row("UISplitViewController", .container(.split)),
    Row("UIWindow", .container(.window)),
    Row("NavigationStack", .container(.swiftUIStack)),
    Row("NavigationView", .container(.swiftUIStack)),
  ]

  /// In `Keyword` order, from `pushViewController` to `popover`: the parser recognises them
  /// by their keyword.
  private static let navigationRows: [Row] = [
    Row(
      "pushViewController",
      step(.unlabelledThenAnimated, .push, "pushViewController(_:animated:)")),
    Row("popViewController", step(.animatedFirst, .pop, "popViewController(animated:)")),
    Row(
      "popToRootViewController",
      step(.animatedFirst, .popToRoot, "popToRootViewController(animated:)")),
    Row(
      "popToViewController",
      step(.unlabelledThenAnimated, .popTo, "popToViewController(_:animated:)")),
    Row(
      "present", step(.unlabelledThenAnimated, .present, "present(_:animated:completion:)")),
    Row("dismiss", step(.animatedFirst, .dismiss, "dismiss(animated:completion:)")),
    Row(
      "setViewControllers",
      step(.unlabelledThenAnimated, .setViewControllers, "setViewControllers(_:animated:)")),
    // The workbench's UIKit stand-in's setters of a window's root and a tab bar's tab.
    Row("setRootViewController", step(.unlabelled, .windowRoot, "setRootViewController(_:)")),
    Row("setSelectedIndex", step(.unlabelled, nil, "setSelectedIndex(_:)")),
    Row("show", step(.unlabelledThenSender, .show, "show(_:sender:)")),
    Row(
      "showDetailViewController",
      step(.unlabelledThenSender, .showDetail, "showDetailViewController(_:sender:)")),
    Row("rootViewController", step(.assignment, .windowRoot, "rootViewController")),
    Row("viewControllers", step(.assignment, .setViewControllers, "viewControllers")),
    Row("selectedIndex", step(.assignment, nil, "selectedIndex")),
    // SwiftUI.
    Row("NavigationLink", step(.construction, .navigationLink, "NavigationLink")),
    Row("TabView", step(.construction, .tab, "TabView")),
    Row("WindowGroup", step(.construction, .windowRoot, "WindowGroup")),
    Row(
      "navigationDestination",
      step(.modifier, .navigationDestination, "navigationDestination(…)")),
    Row("sheet", step(.modifier, .sheet, "sheet(…)")),
    Row("fullScreenCover", step(.modifier, .sheet, "fullScreenCover(…)")),
    Row("popover", step(.modifier, .sheet, "popover(…)")),
    Row("append", step(.pathOperation, .navigationDestination, "append(_:) on a path")),
    Row("removeLast", step(.pathOperation, .pop, "removeLast(_:) on a path")),
  ]

  private static let callbackRows: [Row] = [
    // Lifecycle callbacks in will/did pairs.
    Row("viewWillAppear(_:)", .lifecycle(pair: "viewDidAppear(_:)")),
    Row("viewDidAppear(_:)", .lifecycle(pair: "viewWillAppear(_:)")),
    Row("viewWillDisappear(_:)", .lifecycle(pair: "viewDidDisappear(_:)")),
    Row("viewDidDisappear(_:)", .lifecycle(pair: "viewWillDisappear(_:)")),
    Row("viewWillLayoutSubviews()", .lifecycle(pair: "viewDidLayoutSubviews()")),
    Row("viewDidLayoutSubviews()", .lifecycle(pair: "viewWillLayoutSubviews()")),
    Row("willMove(toParent:)", .lifecycle(pair: "didMove(toParent:)")),
    Row("didMove(toParent:)", .lifecycle(pair: "willMove(toParent:)")),
    Row(
      "navigationController(_:willShow:animated:)",
      .lifecycle(pair: "navigationController(_:didShow:animated:)")),
    Row(
      "navigationController(_:didShow:animated:)",
      .lifecycle(pair: "navigationController(_:willShow:animated:)")),
    Row(
      "presentationControllerWillDismiss(_:)",
      .lifecycle(pair: "presentationControllerDidDismiss(_:)")),
    Row(
      "presentationControllerDidDismiss(_:)",
      .lifecycle(pair: "presentationControllerWillDismiss(_:)")),
    // What hears of a back swipe (every pop) or a sheet swipe.
    Row("navigationController(_:willShow:animated:)", .gesture),
    Row("navigationController(_:didShow:animated:)", .gesture),
    Row("presentationControllerShouldDismiss(_:)", .gesture),
    Row("presentationControllerWillDismiss(_:)", .gesture),
    Row("presentationControllerDidDismiss(_:)", .gesture),
    Row("presentationControllerDidAttemptToDismiss(_:)", .gesture),
    Row("transitionCoordinator", .transitionWait),
    Row("animate(alongsideTransition:completion:)", .transitionWait),
  ]

  private static let entryRows: [Row] = [
    Row("@main", .entryPoint),
    Row("UIApplicationDelegate", .entryPoint),
    Row("UIWindowSceneDelegate", .entryPoint),
    Row("UISceneDelegate", .entryPoint),
    Row("NSApplicationDelegate", .entryPoint),
    Row("App", .entryPoint),
    // The workbench's lifetime tracking, which app code may carry.
    Row("LifetimeTracker", .instrumentation),
    Row("ComponentRole", .instrumentation),
    Row("register(_:role:anchor:)", .instrumentation),
  ]

  private static let roleRows: [Row] = {
    let suffixes: [(String, Role)] = [
      // Views and screens: UIKit's, MVP's and VIPER's names, and views named for what they are.
      ("ViewController", .view), ("View", .view), ("Cell", .view), ("Display", .view),
      ("Displaying", .view), ("Controller", .view), ("Screen", .view), ("Button", .view),
      ("Label", .view), ("TextField", .view), ("TabBar", .view), ("NavigationBar", .view),
      ("Header", .view), ("Footer", .view), ("Layout", .view), ("Transition", .view),
      ("Animator", .view),
      // MVVM: the view model and the state it publishes.
      ("ViewModel", .viewModel), ("ViewModeling", .viewModel), ("VM", .viewModel),
      ("ViewState", .viewModel),
      ("Presenter", .presenter), ("Presenting", .presenter), ("Presentable", .presenter),
      // VIP: the interactor, its workers and the data store it conforms to.
      ("Interactor", .interactor), ("Interacting", .interactor), ("UseCase", .interactor),
      ("Worker", .interactor), ("DataStore", .interactor), ("BusinessLogic", .interactor),
      ("Entity", .entity), ("Entities", .entity), ("Model", .entity), ("DTO", .entity),
      ("Response", .entity),
      ("Event", .entity), ("Result", .entity),
      ("Request", .entity), ("Item", .entity), ("Error", .entity), ("Status", .entity),
      ("State", .entity),
      ("Wireframe", .wireframe), ("Wireframing", .wireframe),
      ("Router", .router), ("Routing", .router), ("Route", .router), ("Routes", .router),
      ("Navigator", .router), ("Navigating", .router), ("Navigation", .router),
      ("Coordinator", .coordinator), ("Coordinating", .coordinator), ("Flow", .coordinator),
      ("Builder", .builder), ("Assembly", .builder), ("Assembler", .builder),
      ("Factory", .builder), ("Configurator", .builder), ("Composer", .builder),
      ("Composing", .builder), ("Dependencies", .builder),
      ("Container", .builder), ("Module", .builder), ("Storyboard", .builder),
      ("Storyboarded", .builder),
      ("Service", .service), ("Servicing", .service), ("Repository", .service),
      ("Store", .service), ("Client", .service), ("Storage", .service), ("Gateway", .service),
      ("API", .service), ("Manager", .service), ("Managing", .service),
      ("Provider", .service), ("Providing", .service), ("Loader", .service),
      ("Fetcher", .service), ("Cache", .service), ("Session", .service), ("Logger", .service),
      ("Endpoint", .service), ("Endpoints", .service), ("Network", .service),
      ("Networking", .service), ("Dispatcher", .service), ("Utils", .service),
      ("Util", .service), ("Helper", .service),
    ]
    // Plural `Inputs`/`Outputs` are VIPER's too; `able` names the ability to play the role the
    // rest names (`Routerable`, `Viewable`).
    let endings = [
      "Protocol", "Delegate", "DataSource", "Inputs", "Input", "Outputs", "Output", "Interface",
      "Contract", "Type", "Logic", "able",
    ]
    let conformances = [
      "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Identifiable",
    ]
    return suffixes.map { Row($0.0, .roleSuffix($0.1)) }
      + endings.map { Row($0, .protocolEnding) }
      + conformances.map { Row($0, .entityConformance) }
      + ["ViewController", "Controller", "Screen", "View"].map { Row($0, .screenSuffix) }
  }()

  /// How apps name their own navigation code: the names the navigation graph reads a wrapper,
  /// an entry or a subject's emission by, where the tree's code alone does not say.
  private static let appConventionRows: [Row] =
    [
      "push", "pop", "popToRoot", "popTo", "present", "dismiss", "setRoot",
      "setViewControllers", "show", "showDetail", "pushViewController", "popViewController",
      "popToRootViewController", "popToViewController", "setRootViewController", "navigate",
      "presentModally",
    ].map { Row($0, .stepWrapper) }
    + ["push", "pop", "present", "dismiss", "setRoot"].map { Row($0, .stepVerb) }
    + ["launch", "start", "run", "begin", "main"].map { Row($0, .launchName) }
    + [
      Row("application(_:didFinishLaunchingWithOptions:)", .launchCallback),
      Row("application(_:willFinishLaunchingWithOptions:)", .launchCallback),
      Row("scene(_:willConnectTo:options:)", .launchCallback),
      Row("application(_:open:options:)", .deepLinkCallback),
    ]
    // A remote notification opens a route; `continue userActivity:` a universal link.
    + ["url", "link", "useractivity", "shortcut", "universal", "remotenotification"].map {
      Row($0, .deepLinkWord)
    }
    + ["send", "onNext", "accept"].map { Row($0, .subjectSend) }
    + [
      "filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast",
    ].map { Row($0, .collectionTransform(mapping: false)) }
    + ["compactMap", "map", "flatMap"].map { Row($0, .collectionTransform(mapping: true)) }
    + ["Controller", "Module", "Screen", "Impl"].map { Row($0, .stemEnding) }

  // MARK: Views of the rows

  /// The names of the rows whose meaning passes `test`, in row order.
  public static func names(where test: (Row.Meaning) -> Bool) -> [String] {
    rows.filter { test($0.meaning) }.map(\.name)
  }

  /// The row of a navigation step named `name`.
  public static func step(named name: String) -> Row.Step? {
    rows.lazy.compactMap { $0.name == name ? $0.step : nil }.first
  }

  /// UIKit's screen bases (a screen of the navigation graph derives from one).
  public static let uiKitScreenBases: Set<String> = Set(
    names {
      if case .screenBase(.uiKit) = $0 { return true }
      return false
    })

  /// Every screen base, SwiftUI's `View` included.
  public static let screenBases: Set<String> = Set(
    names {
      if case .screenBase = $0 { return true }
      return false
    })

  /// Supertypes that make a type a View by role: every screen base and view base.
  public static let viewSupertypes: Set<String> = Set(
    names {
      switch $0 {
      case .screenBase, .viewBase: return true
      default: return false
      }
    })

  /// The containers of one kind.
  public static func containers(_ kinds: Set<Row.Container>) -> Set<String> {
    Set(
      names {
        if case .container(let kind) = $0 { return kinds.contains(kind) }
        return false
      })
  }

  /// UIKit's containers, the window included: the framework types whose extensions and
  /// doubles are navigation code.
  public static let uiKitContainers = containers([.stack, .tabs, .split, .window])

  /// The steps that change a navigation stack's screens.
  public static let stackChanges: [String] = rows.compactMap {
    $0.step?.changesStack == true && $0.step?.arguments != .pathOperation ? $0.name : nil
  }

  /// Gesture callbacks, as full Swift names.
  public static let gestureCallbacks: [String] = names { $0 == .gesture }

  /// The full name of a lifecycle callback's pair, nil for a name that is none.
  public static func lifecyclePair(of name: String) -> String? {
    for row in rows where row.name == name {
      if case .lifecycle(let pair) = row.meaning { return pair }
    }
    return nil
  }

  /// What waits for a transition: `transitionCoordinator`,
  /// `animate(alongsideTransition:completion:)`.
  public static let transitionWaits: [String] = names { $0 == .transitionWait }

  /// Protocols and attributes that make an app's entry.
  public static let entryPoints: Set<String> = Set(names { $0 == .entryPoint })

  /// Types of the workbench's lifetime tracking.
  public static let instrumentationTypes: Set<String> = Set(
    rows.filter { $0.meaning == .instrumentation && !$0.name.contains("(") }.map(\.name))

  /// Calls of the workbench's lifetime tracking: base name and the label that tells them from
  /// other methods of that name (`register(_:role:anchor:)` → `register`, `role`).
  public static let instrumentationCalls: [(name: String, label: String)] = rows.compactMap {
    guard $0.meaning == .instrumentation, $0.name.contains("(") else { return nil }
    return ($0.baseName, $0.labels.first { $0 != "_" } ?? "")
  }

  /// The suffix rules of roles, in row order.
  public static let roleSuffixes: [(suffix: String, role: Role)] = rows.compactMap {
    if case .roleSuffix(let role) = $0.meaning { return ($0.name, role) }
    return nil
  }

  public static let protocolEndings: [String] = names { $0 == .protocolEnding }
  public static let entityConformances: Set<String> = Set(names { $0 == .entityConformance })
  /// Endings that name a screen's view, longest first among overlapping ones.
  public static let screenSuffixes: [String] = names { $0 == .screenSuffix }

  /// Endings removed with the role endings to find a type's stem.
  public static let stemEndings: [String] = names { $0 == .stemEnding }
  /// Method names an app gives a step of its own.
  public static let stepWrappers: Set<String> = Set(names { $0 == .stepWrapper })
  /// Verbs that, followed by a word, name a method for a step.
  public static let stepVerbs: [String] = names { $0 == .stepVerb }
  /// Names of functions run at launch when nothing calls them.
  public static let launchNames: Set<String> = Set(names { $0 == .launchName })
  /// Framework callbacks run at launch.
  public static let launchCallbacks: [Row] = rows.filter { $0.meaning == .launchCallback }
  /// Words of a deep link's entry, lower-cased.
  public static let deepLinkWords: [String] = names { $0 == .deepLinkWord }
  /// Framework callbacks that open a deep link.
  public static let deepLinkCallbacks: [Row] = rows.filter { $0.meaning == .deepLinkCallback }
  /// Methods that emit into a subject.
  public static let subjectSends: [String] = names { $0 == .subjectSend }

  /// Whether a method name is a step's own (`push`) or a step's verb followed by a word
  /// (`popFromNavigationController`, `dismissModule`, `pushWireframe`).
  public static func isStepMethodName(_ name: String) -> Bool {
    if stepWrappers.contains(name) { return true }
    for verb in stepVerbs where name.hasPrefix(verb) {
      if name.dropFirst(verb.count).first?.isUppercase == true { return true }
    }
    return false
  }

  /// Standard library collection methods whose result holds the receiver's elements or what
  /// their closure makes of each.
  public static let elementPreservingMethods: [String] = rows.compactMap {
    if case .collectionTransform = $0.meaning { return $0.name }
    return nil
  }
  /// The mapping ones among them (`map`, `compactMap`, `flatMap`).
  public static let elementMappings: Set<String> = Set(
    names { $0 == .collectionTransform(mapping: true) })
}
