/// Every measure and notation the report uses, defined once.
enum DefinitionsSection {
  static let text = """
    ## Definitions

    - **The measuring rule** — one rule for every variant and for any app `workbench analyze` \
    reads, never a list per variant: SwiftMetrics' `LayerClassifier` gives each declaration a \
    layer by what its code does and a screen by what builds what, from the sources alone, never \
    from a file's, folder's or type's name. Sizes and change costs count code lines per layer, \
    with instrumentation (lifetime tracking) in none of them; coupling \
    counts the screen → screen pairs the screens' types make; test cost counts the tests that \
    name a navigation decision. The details follow (Layer, Screen's types, Knows, Navigation \
    unit test).
    - **Hierarchy notation** — the whole window on one line: `[A > B]` a navigation stack, bottom \
    to top; `Tabs{Home*:[…], Profile:[…]}` a tab bar in tab order, `*` on the selected tab; \
    `X ^ [A]` a presentation over X (a chain reads left to right); a bare `Name` a controller in \
    no container; `Name(ID)` a screen showing entity ID.
    - **Transition** — one change of the window's navigation state logged by HeadlessUIKit: \
    `push`, `pop`, `popToRoot`, `popTo`, `setViewControllers`, `present`, `dismiss`, `selectTab`, \
    `setRoot`; its **origin** is `code` or a user's gesture (`backGesture`, \
    `cancelledBackGesture`, `sheetSwipe`, `cancelledSheetSwipe`, `tabTap`). A cancelled gesture \
    changes nothing but is logged, since app code sees its callbacks.
    - **Deciding type / deciding role** — the type that decides a transition app code asked \
    for: the transition is matched, by the screens it went from and to and its kind, to the \
    edges of the variant's static navigation graph (as in Navigation coverage), and each edge \
    names the type whose code decides it (the caller of a router's wrapper, not the router) and \
    that type's role. The call site HeadlessUIKit records is not used, so the attribution does \
    not depend on what app code passes along. `unmatched`: the transition makes no static edge \
    (a tab selected in code, which the graph has no edge kind for) or its edge is not in the \
    graph; `system`: a user's gesture (back swipe, sheet swipe, tab tap), which no app code \
    asks for. Several deciding types for one transition would be written `A | B`.
    - **Layer** — each declaration (a type's or extension's own lines, and each function, \
    initialiser or computed property) gets one, by what its code does, never by its file's or \
    folder's name: a member that calls UIKit's navigation (push, pop, present, dismiss, \
    `setViewControllers`, a window's root, a tab selection) or a router, and every member of a \
    type whose role that is (it has such a member, or constructs such a type, or is a protocol \
    they conform to) → **navigation**; `build`, `buildModule`, `make…`, dependency containers \
    (with their initialisers) and the app's entry → **assembly**; members whose parameters or \
    result are lifetime tracking (an initialiser's: all its parameters), or \
    that only call such members → **instrumentation**, counted \
    apart and in no comparison; the rest → **screen**, or **shared domain** under \
    `Sources/Townsquare/`. A protocol takes the layer of the members that implement it. The \
    rule is SwiftMetrics' `LayerClassifier`; the JSON lists every declaration with its layer. \
    A change's line counts in the layer of the declaration it is in (before the patch for a \
    removed line, after it for an added one).
    - **Code line** — a line that is neither blank nor only a comment.
    - **Wait helper** — a function whose body reads `transitionCoordinator` and calls \
    `animate(alongsideTransition:…)`: it runs what it is given once the running transition \
    ends. A call of one whose statement changes a stack (push, pop, `setViewControllers`) is a \
    stack change that waits; UIKit does that wait itself under the default \
    `stackChangeDuringTransition = deferred`.
    - **Navigation unit test** — a `func test…` in a variant's test folder (`Tests/<Target>Tests`) \
    in a file named after the presenter, wireframe, coordinator, router or view model it tests \
    (its name without `Tests` has that role by the analyser's naming rule: `LoginPresenterTests`) \
    that names the navigation decisions it checks, one `// decision: <id>` line \
    each directly above its `func`: one unit checked against doubles, not the whole app. A test \
    with no marker (a screen's text) is not one. Its lines run from `func` to \
    its closing brace.
    - **Test double** — a type declared in the variant's test folder, other than a test case, that \
    conforms to a protocol declared in the variant's own sources (a stub, a spy, a recording \
    router) or subclasses one of UIKit's containers, `UINavigationController`, \
    `UITabBarController`, `UISplitViewController` or `UIWindow` (a recording navigation).
    - **Tests of a decision** — the navigation unit tests whose markers name it. The decisions and \
    their ids are `NavigationDecision` in the Harness; the JSON lists each marked test.
    - **Passed** — every step ran, every expectation held, HeadlessUIKit recorded no warning or \
    misuse, and nothing leaked (checked at `expect no-leaks`, at every `relaunch` for the ended \
    app, and at `end`).
    - **Equivalent** — the variants' hierarchies are identical after every step.
    - **Leak** — an object registered with the lifetime tracker (view, presenter, interactor, \
    wireframe, router, coordinator) that is alive while the view controller it is anchored to is \
    not in the window (reachable from the root through children and presentations), or any \
    object still alive after its app ended.
    - **Objects created / peak alive** — components registered with the lifetime tracker (view \
    controllers automatically; presenters, interactors, wireframes, routers, coordinators and \
    view models by each variant) over a run, and the most of them alive after any one step.
    - **Max depth** (detail file) — the most screens on the path from the root to the visible \
    screen.
    - **Planted fault caught** — at least one scenario fails with the fault switched on.
    - **Protocols in app code** — protocol declarations in the variant's own sources (the \
    shared domain left out); what they buy (test doubles) is measured by the tests, not here.
    - **Change cost** — code lines added + removed by a change request's patch for the variant, \
    app code apart from tests, blank and comment lines left out (see Change cost).
    - **Scenarios failed** — scenarios the variant did not pass (see Passed).
    - **Gesture code** — the code a variant has only because a user's back swipe or sheet \
    swipe changes the window without asking app code: the UIKit callbacks that report them \
    (`navigationController(_:willShow:animated:)`, `(_:didShow:animated:)`, \
    `presentationControllerShouldDismiss`, `…WillDismiss`, `…DidDismiss`, \
    `…DidAttemptToDismiss`) and the pop bookkeeping they feed (declarations whose name has \
    `Pop` as a word: `PopObserver`, `observePop`, `notifyPoppedScreens`, `onSettingsPopped`), \
    found by declaration name in the variant's sources; each counts its code lines from its \
    first line to its closing brace. The rule is `GestureCode` in the Harness, reading the \
    sources through the analyser.
    - **Screen's types** — by what builds what, never by names or folders: a screen's type \
    (its view controller); what a builder of it (`build`, `buildModule` or `make…` that \
    constructs its type and no other screen's) constructs, and what its types construct; a \
    type that only declares its builders; the protocols its builders take or return, or that \
    only its types conform to. A flow object (coordinator, router, root wireframe) is a \
    screen's only when it builds that screen itself (a VIPER module's wireframe); a type two \
    screens claim is neither's. A screen's stem is its `screenName`, or its type name without \
    `ViewController`, `Controller`, `Screen` or `View` (`MainTabs`). The rule is \
    SwiftMetrics' `LayerClassifier`; the JSON gives each declaration its `screen`.
    - **Knows** — a type knows a screen when it references (in its declaration or extensions) \
    one of the screen's types. **Screen → screen pairs** (the coupling figure): the distinct \
    (screen, other screen) pairs where one of the screen's types knows the other, however many \
    of its types do; **screen types that know another screen's**: those types.
    - **Types that decide navigation** — the distinct deciding types of the variant's static \
    navigation graph's edges (see Deciding type): the places whose code picks the next screen.
    - **Static edge / exercised / missing from static** — a (from, to, kind) of the variant's \
    static navigation graph, however many places in the code take it; exercised when a \
    transition some scenario made is that edge; missing from static: an edge the scenarios made \
    that the graph lacks.
    - **Types** (size) — classes, structs, enums and actors declared; protocols counted apart.
    - **Context** (Reuse) — what a step that showed a screen acted on, as the static graph \
    names a trigger: the screen visible before the step, `(launch)`, `(deep link)` for any \
    opened link, `(event)` for the session's expiry. One link opened over several screens is \
    one context.
    - **Component** — a folder of a variant's sources; the shared domain (`Sources/Townsquare`) \
    is one more, marked shared. Martin's metrics are shown for folders of at least 3 types \
    (protocols included) or 50 code lines; below that I, A and D are noise.
    - **Ca / Ce** — afferent / efferent coupling: the number of other components that reference \
    this one / that this one references (a reference is a type name used in a type's \
    declaration or extensions).
    - **I (instability)** — Ce / (Ca + Ce); n/a when both are 0. 0 is maximally stable.
    - **A (abstractness)** — protocols / types of the component.
    - **D (distance from the main sequence)** — |A + I − 1|; 0 is on Martin's main sequence.
    - **Means** — over the variant's own components of meaningful size where the value is \
    defined. **Cycles** — dependency cycles between components.

    """
}
