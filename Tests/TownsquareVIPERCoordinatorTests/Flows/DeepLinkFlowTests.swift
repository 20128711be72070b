import Townsquare
import XCTest

/// The four links, a sheet up when one arrives, rejected links, and links kept while logged out.
@MainActor
final class DeepLinkFlowTests: XCTestCase {
  func testEachLinkSelectsItsTabAndLeavesTheOtherStackAlone() async {
    let app = AppDriver()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.expectTree("App{Main{Home, Profile{Settings}}}")
    app.open("app://post/3")
    app.expect("Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile > Settings]}")
    app.open("app://user/2")
    app.expect("Tabs{Home*:[Feed > UserProfile(2)], Profile:[MyProfile > Settings]}")
    XCTAssertEqual(app.text("name"), "Ben Okafor")
    app.open("app://profile/edit")
    app.expect("Tabs{Home:[Feed > UserProfile(2)], Profile*:[MyProfile]} ^ [EditProfile]")
    app.expectTree("App{Main{Home, Profile{EditProfile}}}")
    app.end()
  }

  func testALinkFirstDismissesAnOpenSheet() async {
    let app = AppDriver()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.open("app://profile/edit")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    let transitions = app.transitions { app.open("app://profile/edit") }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(
      transitions,
      ["dismiss [EditProfile]", "setViewControllers [MyProfile]", "present [EditProfile]"])
    app.expectTree("App{Main{Home, Profile{EditProfile}}}")
    app.open("app://post/1")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    app.expectTree(AppDriver.mainTree)
    app.end()
  }

  func testUnknownLinksChangeNothingEvenOverASheetAndAreLogged() async {
    let app = AppDriver()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.open("app://profile/edit")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    for url in ["app://post/99", "app://user/0", "https://post/1", "app://nowhere"] {
      app.open(url)
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    }
    XCTAssertEqual(app.environment.log.entries.count, 4)
    XCTAssertTrue(app.environment.log.entries[0].hasPrefix("unhandled deep link \"app://post/99\""))
    app.end()
  }

  func testALinkWhileLoggedOutIsKeptAndAppliedOnceAfterLogin() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.open("app://user/1")
    app.expect("[Login]")
    app.open("app://settings")
    app.expect("[Login]")
    app.logIn()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.tap("logout")
    app.expect("[Login]")
    app.logIn()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.end()
  }

  func testALinkBeforeOnboardingWaitsForSignUpAndDoesNotSurviveARelaunch() async {
    let app = AppDriver(.fresh)
    app.expect("Onboarding")
    app.open("app://post/2")
    app.expect("Onboarding")
    app.relaunch()
    app.expect("Onboarding")
    app.open("app://profile/edit")
    app.expect("Onboarding")
    app.tap("skip")
    app.expect("[Login]")
    app.tap("signup")
    app.expect("[Login > SignUp]")
    app.type("name", "Zoe")
    app.type("email", "zoe@example.com")
    app.type("password", "secret9")
    app.tap("create")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(app.text("name"), "Zoe")
    app.end()
  }
}
