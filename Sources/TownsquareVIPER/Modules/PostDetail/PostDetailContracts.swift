import Townsquare

/// What the presenter tells the PostDetail screen to show.
@MainActor
protocol PostDetailViewInput: AnyObject {
  func display(title: String, byline: String)
}

/// What the PostDetail screen reports to its presenter.
@MainActor
protocol PostDetailViewOutput: AnyObject {
  func viewIsReady()
  func didTapAuthor()
}

/// The part of the shared feed this module uses: the post and its author's name.
@MainActor
protocol PostDetailInteractorInput: AnyObject {
  func post(id: Int) -> Post?
  func byline(of post: Post) -> String
}

@MainActor
protocol PostDetailWireframeInput: AnyObject {
  func openUserProfile(userID: Int)
}

/// The shared interactor is the module's interactor as it is (see `VIPERApp`).
extension FeedInteractor: PostDetailInteractorInput {}
