import Townsquare

/// What the presenter tells the UserProfile screen to show.
@MainActor
protocol UserProfileViewInput: AnyObject {
  func display(name: String, bio: String)
}

/// What the UserProfile screen reports to its presenter.
@MainActor
protocol UserProfileViewOutput: AnyObject {
  func viewIsReady()
}

/// Reads only (the users are local), so there is no interactor output.
@MainActor
protocol UserProfileInteractorInput: AnyObject {
  func profile(ofUser id: Int) -> Profile?
}

/// Empty on purpose: UserProfile leads nowhere; a user leaves it with the back gesture.
@MainActor
protocol UserProfileWireframeInput: AnyObject {}
