/// Shows the user it was built for.
@MainActor
final class UserProfilePresenter {
  weak var view: (any UserProfileViewInput)?
  private let interactor: any UserProfileInteractorInput
  private let userID: Int

  init(interactor: any UserProfileInteractorInput, userID: Int) {
    self.interactor = interactor
    self.userID = userID
  }
}

extension UserProfilePresenter: UserProfileViewOutput {
  func viewIsReady() {
    // Ids are checked before this module is built (a post's author, a validated link).
    guard let user = interactor.user(id: userID) else { return }
    view?.display(name: user.name, bio: user.bio)
  }
}
