/// One sentence per metric, printed with the numbers and written into the JSON, so that every
/// figure is defined where it appears.
enum MetricDefinitions {
  static let all: [String: String] = [
    "Ca": "afferent coupling: other components with code that references a type of this one",
    "Ce": "efferent coupling: other components whose types this one's code references",
    "I": "instability = Ce / (Ca + Ce); n/a when both are 0 (0 = stable, 1 = unstable)",
    "A": "abstractness = protocols / types of the component; n/a without types",
    "D": "distance from the main sequence = |A + I - 1|; n/a when A or I is",
    "CBO": "coupling between objects: distinct other types of the tree a type references or is "
      + "referenced by (its extensions included)",
    "codeLines": "lines holding code: not blank, not only comments",
    "types": "classes, structs, enums, protocols and actors declared (not typealiases, not "
      + "extensions)",
    "reference": "a type's name used inside another type's declaration or extensions (member "
      + "names after a dot do not count); only types of the analysed tree and framework "
      + "navigation types (UINavigationController, UITabBarController, UISplitViewController, "
      + "UIWindow) are counted",
    "screen": "a component in a folder under a screens folder (Modules/<Screen>, "
      + "Screens/<Screen> by default; --screens-folder changes it); by stem, a component whose "
      + "types lie under one, that folder being its screen",
    "protocolsPerScreen": "protocols of the variant / screens",
    "filesPerScreen": "files of the variant / screens",
    "cycles": "dependency cycles between components: strongly connected components of the "
      + "component graph with two or more members",
    "screensKnown": "for each screen, the other screens it references directly or through a "
      + "builder or wireframe named for them",
    "navigationAware": "a type that takes a navigation step of the vocabulary: calls UIKit's "
      + "present(_:animated:completion:), dismiss(animated:completion:), "
      + "pushViewController(_:animated:), popViewController(animated:), "
      + "popToRootViewController(animated:), popToViewController(_:animated:), "
      + "setViewControllers(_:animated:), show(_:sender:) or "
      + "showDetailViewController(_:sender:), or the workbench's setRootViewController(_:) or "
      + "setSelectedIndex(_:) (recognised by argument labels; not on a property typed as an "
      + "app's Router, nor a router's call to its own method of that name), assigns "
      + "rootViewController, viewControllers or selectedIndex, builds a SwiftUI NavigationLink, "
      + "TabView or WindowGroup or applies navigationDestination, sheet, fullScreenCover or "
      + "popover; or has a stored property whose type is a navigation container or a Router "
      + "(optional or an array of it; not a closure mentioning it)",
    "sharedShare": "shared code lines / (variant code lines + shared code lines)",
  ]

  /// The names in sorted order: the JSON's keys.
  static let sortedNames = all.keys.sorted()

  /// The order in which the text and Markdown renderings list them.
  static let order = [
    "Ca", "Ce", "I", "A", "D", "CBO", "codeLines", "types", "reference", "screen",
    "protocolsPerScreen", "filesPerScreen", "cycles", "screensKnown", "navigationAware",
    "sharedShare",
  ]
}
