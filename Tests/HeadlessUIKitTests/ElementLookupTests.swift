import XCTest

@testable import HeadlessUIKit

/// Element lookup on the visible screen, and a user's taps and typing there.
final class ElementLookupTests: XCTestCase {
  @MainActor
  func testTheVisibleScreenIsTheTopOfTheTopmostPresentedStack() async {
    let journal = Journal()
    let (window, tabs) = windowWithTabs(
      [tab("Home", [FormScreen("Feed", journal: journal)])], journal: journal)
    let edit = FormScreen("EditProfile", journal: journal)
    let editStack = sheet(FormScreen("Below", journal: journal))
    tabs.present(editStack, animated: true)
    window.waitForAnimations()
    editStack.pushViewController(edit, animated: true)
    window.waitForAnimations()

    XCTAssertTrue(window.visibleViewController === edit)
    XCTAssertNoThrow(try window.userTap("save"))
    window.waitForAnimations()
    XCTAssertEqual(journal.entries, ["EditProfile: save tapped"])
  }

  @MainActor
  func testWithoutAPresentationItIsTheTopOfTheSelectedTabsStack() async {
    let journal = Journal()
    let settings = FormScreen("Settings", journal: journal)
    let (window, tabs) = windowWithTabs(
      [
        tab("Home", [FormScreen("Feed", journal: journal)]),
        tab("Profile", [FormScreen("MyProfile", journal: journal), settings]),
      ], journal: journal)
    tabs.selectedIndex = 1

    XCTAssertTrue(window.visibleViewController === settings)
    XCTAssertTrue(window.visibleNavigationController === tabs.selectedViewController)
  }

  @MainActor
  func testWithoutTabsItIsTheTopOfTheRootStackElseTheRootItself() async {
    let journal = Journal()
    let login = FormScreen("Login", journal: journal)
    let (window, _) = windowWithStack([login], journal: journal)
    XCTAssertTrue(window.visibleViewController === login)

    let onboarding = FormScreen("Onboarding", journal: journal)
    window.setRootViewController(onboarding)
    XCTAssertTrue(window.visibleViewController === onboarding)
    XCTAssertNil(window.visibleNavigationController)

    window.setRootViewController(nil)
    XCTAssertNil(window.visibleViewController)
  }

  @MainActor
  func testATapOnAButtonSendsItsAction() async {
    let journal = Journal()
    let (window, _) = windowWithStack([FormScreen("Form", journal: journal)], journal: journal)

    XCTAssertNoThrow(try window.userTap("save"))
    window.waitForAnimations()

    XCTAssertEqual(journal.entries, ["Form: save tapped"])
  }

  @MainActor
  func testATapOnASwitchTogglesItAndSendsValueChanged() async {
    let journal = Journal()
    let form = FormScreen("Form", journal: journal)
    let (window, _) = windowWithStack([form], journal: journal)

    XCTAssertNoThrow(try window.userTap("notifications"))
    window.waitForAnimations()

    XCTAssertEqual(try window.displayedText(of: "notifications"), "off")
    XCTAssertNoThrow(try window.userTap("notifications"))
    window.waitForAnimations()

    XCTAssertEqual(try window.displayedText(of: "notifications"), "on")
    XCTAssertEqual(journal.entries, ["Form: notifications off", "Form: notifications on"])
  }

  /// UIKit sends no action when code sets a switch; only a user's tap does.
  @MainActor
  func testSettingASwitchInCodeSendsNoAction() async {
    let journal = Journal()
    let form = FormScreen("Form", journal: journal)
    let (window, _) = windowWithStack([form], journal: journal)

    form.notifications.setOn(false, animated: true)
    window.waitForAnimations()
    form.notifications.isOn = true
    form.notifications.setOn(false, animated: false)

    XCTAssertEqual(try window.displayedText(of: "notifications"), "off")
    XCTAssertEqual(journal.entries, [])
  }

  @MainActor
  func testATapOnARowTellsTheTablesDelegateWhichRow() async {
    let journal = Journal()
    let (window, _) = windowWithStack(
      [FormScreen("Feed", rows: [4, 7, 9], journal: journal)], journal: journal)

    XCTAssertNoThrow(try window.userTap("post-7"))
    window.waitForAnimations()

    XCTAssertEqual(journal.entries, ["Feed: row 1 of section 0"])
    XCTAssertEqual(try window.displayedText(of: "post-9"), "Post 9")
  }

  @MainActor
  func testRowsComeFromTheDataSourceAndAReloadReplacesThem() async {
    let journal = Journal()
    let feed = FormScreen("Feed", rows: [1], journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    XCTAssertEqual(feed.list.numberOfRows(inSection: 0), 1)

    feed.rows = [5, 6]
    feed.list.reloadData()

    XCTAssertEqual(feed.list.visibleCells.map(\.accessibilityIdentifier), ["post-5", "post-6"])
    XCTAssertEqual(
      feed.list.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Post 6")
    XCTAssertThrowsError(try window.userTap("post-1"))
    XCTAssertNoThrow(try window.userTap("post-6"))
    window.waitForAnimations()
    XCTAssertEqual(journal.entries, ["Feed: row 1 of section 0"])
  }

  @MainActor
  func testTypingReplacesTheFieldsTextAndSendsEditingChanged() async {
    let journal = Journal()
    let form = FormScreen("Form", journal: journal)
    let (window, _) = windowWithStack([form], journal: journal)

    XCTAssertNoThrow(try window.userType("name", text: "Ben"))
    XCTAssertNoThrow(try window.userType("name", text: ""))

    XCTAssertEqual(form.name.text, "")
    XCTAssertEqual(journal.entries, ["Form: name is Ben", "Form: name is "])
  }

  @MainActor
  func testDisplayedTextIsWhatAPersonReads() async {
    let journal = Journal()
    let form = FormScreen("Form", journal: journal)
    let (window, _) = windowWithStack([form], journal: journal)

    XCTAssertEqual(try window.displayedText(of: "status"), "Ready")
    XCTAssertEqual(try window.displayedText(of: "name"), "Ana")
    XCTAssertEqual(try window.displayedText(of: "notifications"), "on")
    XCTAssertEqual(try window.displayedText(of: "save"), "Save")
    form.status.text = nil
    XCTAssertEqual(try window.displayedText(of: "status"), "")
    XCTAssertThrowsError(try window.displayedText(of: "list")) { error in
      XCTAssertEqual((error as? UserActionError)?.message, "'list' is a table and shows no text")
    }
  }

  /// UIKit: a text field's text is never nil; setting nil makes it empty.
  @MainActor
  func testAFieldsTextIsEmptyRatherThanNil() async {
    let field = UITextField()
    XCTAssertEqual(field.text, "")

    field.text = nil

    XCTAssertEqual(field.text, "")
  }

  @MainActor
  func testADisabledButtonShowsItsDisabledTitleAndRefusesATap() async {
    let journal = Journal()
    let form = FormScreen("Form", journal: journal)
    let (window, _) = windowWithStack([form], journal: journal)
    form.save.setTitle("Saving…", for: .disabled)
    form.save.isEnabled = false

    XCTAssertEqual(try window.displayedText(of: "save"), "Saving…")
    XCTAssertThrowsError(try window.userTap("save")) { error in
      XCTAssertEqual((error as? UserActionError)?.message, "button 'save' is disabled")
    }
    form.notifications.isEnabled = false
    XCTAssertThrowsError(try window.userTap("notifications"))
    form.name.isEnabled = false
    XCTAssertThrowsError(try window.userType("name", text: "x"))
    XCTAssertEqual(journal.entries, [])
    XCTAssertEqual(form.notifications.isOn, true)
    XCTAssertEqual(form.name.text, "Ana")
  }

  @MainActor
  func testAnUnknownIdentifierIsRefusedListingTheIdentifiersThatExist() async {
    let journal = Journal()
    let (window, _) = windowWithStack(
      [FormScreen("Form", rows: [1, 2], journal: journal)], journal: journal)
    let existing = ["name", "status", "notifications", "save", "list", "post-1", "post-2"]

    XCTAssertThrowsError(try window.userTap("svae")) { error in
      XCTAssertEqual(
        error as? UserActionError,
        UserActionError(
          "no element 'svae' on the visible screen Form; it has: "
            + existing.joined(separator: ", "),
          availableIdentifiers: existing))
    }
    XCTAssertThrowsError(try window.userType("nmae", text: "x"))
    XCTAssertThrowsError(try window.displayedText(of: "titel"))
    XCTAssertEqual(window.visibleIdentifiers(), existing)
  }

  @MainActor
  func testElementsOfAScreenThatIsNotVisibleCannotBeReached() async {
    let journal = Journal()
    let below = FormScreen("Form", journal: journal)
    let (window, navigation) = windowWithStack([below], journal: journal)
    navigation.pushViewController(EmptyScreen(), animated: true)
    window.waitForAnimations()

    XCTAssertThrowsError(try window.userTap("save")) { error in
      XCTAssertEqual(
        (error as? UserActionError)?.message,
        "no element 'save' on the visible screen About; it has none")
      XCTAssertEqual((error as? UserActionError)?.availableIdentifiers, [])
    }
    XCTAssertEqual(journal.entries, [])
  }

  @MainActor
  func testAScreenUnderASheetCannotBeReached() async {
    let journal = Journal()
    let below = FormScreen("Form", journal: journal)
    let (window, _) = windowWithStack([below], journal: journal)
    below.present(sheet(EmptyScreen()), animated: true)
    window.waitForAnimations()

    XCTAssertThrowsError(try window.userTap("save"))
    XCTAssertEqual(journal.entries, [])
  }

  @MainActor
  func testHiddenElementsCannotBeReached() async {
    let journal = Journal()
    let form = FormScreen("Form", journal: journal)
    let (window, _) = windowWithStack([form], journal: journal)

    form.save.isHidden = true
    form.list.isHidden = true

    XCTAssertEqual(window.visibleIdentifiers(), ["name", "status", "notifications"])
    XCTAssertThrowsError(try window.userTap("save"))
  }

  @MainActor
  func testOnlyButtonsSwitchesAndRowsCanBeTappedAndOnlyFieldsTypedInto() async {
    let journal = Journal()
    let (window, _) = windowWithStack([FormScreen("Form", journal: journal)], journal: journal)

    XCTAssertThrowsError(try window.userTap("status")) { error in
      XCTAssertEqual(
        (error as? UserActionError)?.message,
        "'status' is a label; only buttons, switches and rows can be tapped")
    }
    XCTAssertThrowsError(try window.userTap("name"))
    XCTAssertThrowsError(try window.userType("save", text: "x")) { error in
      XCTAssertEqual((error as? UserActionError)?.message, "'save' is a button, not a text field")
    }
    XCTAssertEqual(journal.entries, [])
  }

  @MainActor
  func testAnEmptyWindowHasNoElements() async {
    let window = UIWindow()

    XCTAssertEqual(window.visibleIdentifiers(), [])
    XCTAssertThrowsError(try window.userTap("login")) { error in
      XCTAssertEqual(
        (error as? UserActionError)?.message,
        "no element 'login' on the visible screen nothing; it has none")
    }
  }

  @MainActor
  func testAControlCanDropAnActionByIdentifier() async {
    let button = UIButton(type: .system)
    var taps = 0
    let action = UIAction(identifier: UIAction.Identifier("count")) { _ in taps += 1 }
    button.addAction(action, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)

    button.removeAction(identifiedBy: UIAction.Identifier("count"), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)

    XCTAssertEqual(taps, 1)
    let titled = UIButton(primaryAction: UIAction(title: "Log in") { _ in taps += 10 })
    titled.sendActions(for: .touchUpInside)
    XCTAssertEqual(titled.currentTitle, "Log in")
    XCTAssertEqual(taps, 11)
  }
}

@MainActor
private final class EmptyScreen: UIViewController {
  override init() {
    super.init()
    screenName = "About"
  }
}
