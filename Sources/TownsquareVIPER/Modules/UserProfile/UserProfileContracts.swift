import Townsquare

/// What the presenter tells the UserProfile screen to show.
@MainActor
protocol UserProfileViewInput: AnyObject {
  func display(name: String, bio: String)
}

/// What the UserProfile screen reports to its presenter. It leads nowhere (a user leaves it
/// with the back gesture), so the module has no wireframe protocol.
@MainActor
protocol UserProfileViewOutput: AnyObject {
  func viewIsReady()
}

/// The part of the shared profiles this module uses.
@MainActor
protocol UserProfileInteractorInput: AnyObject {
  func user(id: Int) -> User?
}

/// The shared interactor is the module's interactor as it is (see `VIPERApp`).
extension ProfileInteractor: UserProfileInteractorInput {}
