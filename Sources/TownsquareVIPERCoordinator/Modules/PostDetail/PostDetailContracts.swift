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

/// How PostDetail tells its coordinator that the user wants the author's profile.
@MainActor
protocol PostDetailModuleOutput: AnyObject {
  func postDetailModule(didSelectAuthor userID: Int)
}

/// The shared interactor is the module's interactor as it is (see `VIPERCoordinatorApp`).
extension FeedInteractor: PostDetailInteractorInput {}
