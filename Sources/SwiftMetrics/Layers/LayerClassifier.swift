import Foundation

/// Gives every declaration of an app one layer by what its code does, read from the analyser's
/// facts (declarations, calls, assignments, parameter and property types), never from file or
/// folder names. The rule, in order, for a member with a body (function, initialiser, computed
/// property):
///
/// 1. **instrumentation** — its parameters or result name an instrumentation type
///    (``defaultInstrumentationTypes``: lifetime tracking; for an initialiser,
///    every parameter does: one that also takes the app's values builds more), or every call it
///    makes is to an instrumentation member;
/// 2. **assembly** — it is named `build`, `buildModule` or `make…`, belongs to the app's
///    entry (a type whose initialiser takes the `UIWindow` and constructs the app's objects, or
///    an application or scene delegate), or is a dependency container's initialiser (outside
///    the shared roots);
/// 3. **navigation** — it calls UIKit's navigation (push, pop, present, dismiss,
///    `setViewControllers`), assigns a window's root, a stack's controllers or a tab bar's
///    selection, calls a method on a router (a value whose type is named `…Router`), belongs
///    to an extension of `UINavigationController`, `UITabBarController` or `UIWindow`, or calls
///    a member of its own type that is navigation (an output handler whose effect is a
///    transition);
/// 4. otherwise **shared domain** under the shared roots, **screen** elsewhere.
///
/// A type's (or extension's) own lines take: instrumentation for an instrumentation type;
/// assembly for the app's entry and for a dependency container (a type, not a protocol, that
/// assembly members take as a parameter, or whose members, initialisers apart, are all
/// assembly or instrumentation; a container is no flow type for constructing routers); for a
/// protocol, the layer of the members that implement its requirements in the types that conform
/// to it (a `…WireframeInput` is navigation because wireframes' `open…` methods are); else the
/// layer most of its members' code lines have.
///
/// Given the app's screens (screen type → screen name, as the navigation graph finds them),
/// each declaration also gets the screen it belongs to, by what builds what: a screen's type,
/// what a builder of that screen (`build`, `buildModule`, `make…` constructing its type and no
/// other screen's) constructs, what the screen's types construct, the protocols its builders
/// take or return or its types alone conform to; a flow object (coordinator, router, root
/// wireframe) is a screen's only when it builds that screen itself (a VIPER module's
/// wireframe). The rule in full: `LayerFacts.assignScreens`.
public enum LayerClassifier {
  /// One file to classify.
  public struct Source: Sendable {
    public var path: String
    public var text: String
    /// Under a shared root: the domain the app builds on.
    public var isShared: Bool

    public init(path: String, text: String, isShared: Bool = false) {
      self.path = path
      self.text = text
      self.isShared = isShared
    }
  }

  /// The types whose mention makes a member instrumentation: the workbench's lifetime tracking
  /// (`Vocabulary.instrumentationTypes`).
  public static let defaultInstrumentationTypes: Set<String> = Vocabulary.instrumentationTypes

  /// Classifies the `.swift` files under `paths` (files or folders), those under `sharedPaths`
  /// as the shared domain; sorted by file, then line.
  public static func classify(
    paths: [String], sharedPaths: [String] = [], screens: [String: String] = [:],
    instrumentationTypes: Set<String> = defaultInstrumentationTypes
  ) throws -> [LayeredDeclaration] {
    let files = try SourceCollector.collect(paths: paths, sharedPaths: sharedPaths)
    var sources: [Source] = []
    for file in files {
      guard let text = try? String(contentsOfFile: file.path, encoding: .utf8) else {
        throw AnalysisError.unreadable(file.path)
      }
      sources.append(Source(path: file.path, text: text, isShared: file.isShared))
    }
    return classify(sources, screens: screens, instrumentationTypes: instrumentationTypes)
  }

  /// Classifies `sources` as one app; `screens` (screen type → screen name) gives each
  /// declaration its screen.
  public static func classify(
    _ sources: [Source], screens: [String: String] = [:],
    instrumentationTypes: Set<String> = defaultInstrumentationTypes
  ) -> [LayeredDeclaration] {
    var app = LayerFacts(instrumentationTypes: instrumentationTypes)
    for source in sources { app.add(source) }
    app.classify()
    app.assignScreens(screens)
    return app.results()
  }
}
