/// What the report does not show, said where the reader decides.
enum CaveatsSection {
  static let text = """
    ## Caveats

    - **A stand-in for UIKit.** The variants run on HeadlessUIKit, which follows UIKit's \
    documented behaviour and timing (animated transitions take time, UIKit's refusals while \
    busy, the back gesture and sheet swipes with their cancelled forms) but is not UIKit: \
    rendering, Auto Layout, rotation, trait changes, state restoration, scenes and the real \
    gesture recognisers are not modelled.
    - **One small app.** Twelve screens, two tabs and one sheet, written once per pattern by \
    the same team. Sizes and change costs are this app's; they suggest how the patterns scale \
    but do not measure it.
    - **Not measured:** build times, runtime performance, how long a newcomer takes to find \
    their way, SwiftUI, and patterns other than these four (MVC, TCA, RIBs…).
    - **Patterns, not teams.** Each variant is written as its practitioners would write it; a \
    difference between variants is meant to be the pattern's, and where the pattern is the \
    reason a mistake cannot happen, the fault catalogue says so.

    """
}
