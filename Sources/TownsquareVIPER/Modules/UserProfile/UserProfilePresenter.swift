/// Shows the user it was built for.
@MainActor
final class UserProfilePresenter {
  weak var view: (any UserProfileViewInput)?
  private let interactor: any UserProfileInteractorInput
  private let wireframe: any UserProfileWireframeInput
  private let userID: Int

  init(
    interactor: any UserProfileInteractorInput, wireframe: any UserProfileWireframeInput,
    userID: Int
  ) {
    self.interactor = interactor
    self.wireframe = wireframe
    self.userID = userID
  }
}

extension UserProfilePresenter: UserProfileViewOutput {
  func viewIsReady() {
    // Ids are checked before this module is built (a post's author, a validated link).
    guard let profile = interactor.profile(ofUser: userID) else { return }
    view?.display(name: profile.name, bio: profile.bio)
  }
}
