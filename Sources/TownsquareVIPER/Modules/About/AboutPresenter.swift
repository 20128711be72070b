/// Shows the version text it was built with.
@MainActor
final class AboutPresenter {
  weak var view: (any AboutViewInput)?
  private let wireframe: any AboutWireframeInput
  private let versionText: String

  init(wireframe: any AboutWireframeInput, versionText: String) {
    self.wireframe = wireframe
    self.versionText = versionText
  }
}

extension AboutPresenter: AboutViewOutput {
  func viewIsReady() {
    view?.display(version: versionText)
  }
}
