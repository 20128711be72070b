import XCTest

@testable import HeadlessUIKit

/// The transition log: every state change as a value with its kind, screens, origin and the
/// source location of the app code that asked for it.
final class TransitionLogTests: XCTestCase {
  private func here(_ line: UInt) -> SourceLocation { SourceLocation(fileID: #fileID, line: line) }

  @MainActor
  func testEveryKindOfChangeIsLoggedWithItsScreensAndTheCallersLocation() async {
    let journal = Journal()
    let window = UIWindow()
    let feed = JournalingController("Feed", journal: journal)
    let home = UINavigationController(rootViewController: feed)
    home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
    let profile = UINavigationController(
      rootViewController: JournalingController("MyProfile", journal: journal))
    profile.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 1)
    let tabs = UITabBarController()
    let detail = JournalingController("PostDetail", id: 3, journal: journal)
    let author = JournalingController("UserProfile", id: 2, journal: journal)
    let edit = sheet(JournalingController("EditProfile", journal: journal))
    var lines: [UInt] = []

    lines.append(#line + 1)
    tabs.setViewControllers([home, profile], animated: false)
    lines.append(#line + 1)
    window.setRootViewController(tabs)
    lines.append(#line + 1)
    home.pushViewController(detail, animated: true)
    window.waitForAnimations()
    lines.append(#line + 1)
    home.pushViewController(author, animated: true)
    window.waitForAnimations()
    lines.append(#line + 1)
    home.popViewController(animated: true)
    window.waitForAnimations()
    lines.append(#line + 1)
    home.popToViewController(feed, animated: true)
    window.waitForAnimations()
    lines.append(#line + 1)
    home.setViewControllers([feed, detail, author], animated: false)
    lines.append(#line + 1)
    home.popToRootViewController(animated: true)
    window.waitForAnimations()
    lines.append(#line + 1)
    tabs.setSelectedIndex(1)
    lines.append(#line + 1)
    profile.topViewController!.present(edit, animated: true)
    window.waitForAnimations()
    lines.append(#line + 1)
    edit.dismiss(animated: true)
    window.waitForAnimations()

    let tabsNotation = "Tabs{Home*:[Feed], Profile:[MyProfile]}"
    XCTAssertEqual(
      window.transitions,
      [
        Transition(
          kind: .setViewControllers, origin: .code, screens: [tabsNotation], source: here(lines[0])),
        Transition(kind: .setRoot, origin: .code, screens: [tabsNotation], source: here(lines[1])),
        Transition(kind: .push, origin: .code, screens: ["PostDetail(3)"], source: here(lines[2])),
        Transition(kind: .push, origin: .code, screens: ["UserProfile(2)"], source: here(lines[3])),
        Transition(kind: .pop, origin: .code, screens: ["UserProfile(2)"], source: here(lines[4])),
        Transition(kind: .popTo, origin: .code, screens: ["PostDetail(3)"], source: here(lines[5])),
        Transition(
          kind: .setViewControllers, origin: .code,
          screens: ["[Feed > PostDetail(3) > UserProfile(2)]"], source: here(lines[6])),
        Transition(
          kind: .popToRoot, origin: .code, screens: ["PostDetail(3)", "UserProfile(2)"],
          source: here(lines[7])),
        Transition(kind: .selectTab, origin: .code, screens: ["Profile"], source: here(lines[8])),
        Transition(
          kind: .present, origin: .code, screens: ["[EditProfile]"], source: here(lines[9])),
        Transition(
          kind: .dismiss, origin: .code, screens: ["[EditProfile]"], source: here(lines[10])),
      ])
    XCTAssertEqual(Set(window.transitions.map(\.kind)), Set(Transition.Kind.allCases))
  }

  /// A user's gesture is asked for by no app code: its transitions carry no source.
  @MainActor
  func testUserGesturesAreLoggedWithTheirOriginAndNoSource() async {
    let journal = Journal()
    let (window, tabs) = windowWithTabs(
      [
        tab("Home", ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }),
        tab("Profile", [JournalingController("MyProfile", journal: journal)]),
      ], journal: journal)
    let logged = window.transitions.count

    try? window.userBackGesture(cancelled: true)
    window.waitForAnimations()
    try? window.userBackGesture()
    window.waitForAnimations()
    try? window.userTapTab(named: "Profile")
    window.waitForAnimations()
    tabs.selectedViewController!.children[0].present(
      sheet(JournalingController("EditProfile", journal: journal)), animated: true)
    window.waitForAnimations()
    try? window.userSwipeDown()
    window.waitForAnimations()
    try? window.userTapTab(named: "Home")
    window.waitForAnimations()
    (tabs.viewControllers![0] as! UINavigationController).pushViewController(
      JournalingController("About", journal: journal), animated: true)
    window.waitForAnimations()
    try? window.userTapTab(named: "Home")
    window.waitForAnimations()

    let logs = window.transitions.dropFirst(logged).map { "\($0)" }
    XCTAssertEqual(
      logs,
      [
        "pop PostDetail (cancelled back gesture)", "pop PostDetail (back gesture)",
        "selectTab Profile (tab tap)", "present [EditProfile]",
        "dismiss [EditProfile] (sheet swipe)",
        "selectTab Home (tab tap)", "push About", "popToRoot About (tab tap)",
      ])
    let gestures = window.transitions.dropFirst(logged).filter { $0.origin != .code }
    XCTAssertEqual(gestures.count, 6)
    XCTAssertTrue(gestures.allSatisfy { $0.source == nil })
  }

  /// Property setters cannot name their caller: they log no source rather than HeadlessUIKit's
  /// own file.
  @MainActor
  func testPropertySettersLogNoSource() async {
    let journal = Journal()
    let window = UIWindow()
    let home = UINavigationController(
      rootViewController: JournalingController("Feed", journal: journal))
    home.title = "Home"
    let profile = UINavigationController(
      rootViewController: JournalingController("MyProfile", journal: journal))
    profile.title = "Profile"
    let tabs = UITabBarController()

    tabs.viewControllers = [home, profile]
    window.rootViewController = tabs
    tabs.selectedIndex = 1
    tabs.selectedViewController = home
    profile.viewControllers = [JournalingController("Settings", journal: journal)]

    XCTAssertEqual(
      window.transitions.map { "\($0) at \($0.source?.description ?? "-")" },
      [
        "setViewControllers Tabs{Home*:[Feed], Profile:[MyProfile]} at -",
        "setRoot Tabs{Home*:[Feed], Profile:[MyProfile]} at -", "selectTab Profile at -",
        "selectTab Home at -", "setViewControllers [Settings] at -",
      ])
  }

  /// Changes made to a hierarchy before it is in the window (building a screen's stack) are
  /// kept and handed over, in order, when it joins.
  @MainActor
  func testChangesOutsideTheWindowAreHandedOverWhenTheHierarchyJoins() async {
    let journal = Journal()
    let window = UIWindow()
    let stack = UINavigationController(
      rootViewController: JournalingController("Login", journal: journal))
    let pushLine: UInt = #line + 1
    stack.pushViewController(JournalingController("SignUp", journal: journal), animated: false)
    XCTAssertEqual(window.transitions, [])

    let rootLine: UInt = #line + 1
    window.setRootViewController(stack)

    XCTAssertEqual(
      window.transitions,
      [
        Transition(kind: .push, origin: .code, screens: ["SignUp"], source: here(pushLine)),
        Transition(
          kind: .setRoot, origin: .code, screens: ["[Login > SignUp]"], source: here(rootLine)),
      ])
  }

  @MainActor
  func testChangesInsideAPresentedStackBuiltOutsideTheWindowComeBeforeThePresent() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    let logged = window.transitions.count
    let edit = sheet(JournalingController("EditProfile", journal: journal))
    edit.pushViewController(JournalingController("Photo", journal: journal), animated: false)
    edit.pushViewController(edit.viewControllers[0], animated: false)

    feed.present(edit, animated: true)
    window.waitForAnimations()

    XCTAssertEqual(
      window.transitions.dropFirst(logged).map(\.description),
      ["push Photo", "present [EditProfile > Photo]"])
    XCTAssertEqual(window.issues.map(\.severity), [.misuse], "issues are handed over too")
  }

  @MainActor
  func testAHierarchyAddedToATabBarOutsideTheWindowHandsItsChangesOverThroughIt() async {
    let journal = Journal()
    let window = UIWindow()
    let home = tab("Home", [JournalingController("Feed", journal: journal)])
    home.pushViewController(JournalingController("PostDetail", journal: journal), animated: false)
    let tabs = UITabBarController()
    tabs.viewControllers = [home]

    window.rootViewController = tabs

    XCTAssertEqual(
      window.transitions.map(\.description),
      [
        "setViewControllers [Feed]", "push PostDetail",
        "setViewControllers Tabs{Home*:[Feed > PostDetail]}",
        "setRoot Tabs{Home*:[Feed > PostDetail]}",
      ])
  }

  @MainActor
  func testDescriptionsReadAsTheyWouldInAReport() async {
    XCTAssertEqual(
      Transition(kind: .pop, origin: .backGesture, screens: ["Settings"], source: nil).description,
      "pop Settings (back gesture)")
    XCTAssertEqual(
      Transition(
        kind: .present, origin: .code, screens: ["[EditProfile]"],
        source: SourceLocation(fileID: "App/Router.swift", line: 12)
      ).description, "present [EditProfile]")
    XCTAssertEqual(
      SourceLocation(fileID: "App/Router.swift", line: 12).description, "App/Router.swift:12")
    XCTAssertEqual(
      Transition.Origin.allCases.map(\.label),
      [
        "code", "back gesture", "cancelled back gesture", "sheet swipe", "cancelled sheet swipe",
        "tab tap",
      ])
  }
}
