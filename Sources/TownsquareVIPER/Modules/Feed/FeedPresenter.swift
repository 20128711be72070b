import Townsquare

/// Turns posts into rows, and row taps and deep links into navigation.
@MainActor
final class FeedPresenter {
  weak var view: (any FeedViewInput)?
  private let interactor: any FeedInteractorInput
  private let wireframe: any FeedWireframeInput

  init(interactor: any FeedInteractorInput, wireframe: any FeedWireframeInput) {
    self.interactor = interactor
    self.wireframe = wireframe
  }
}

extension FeedPresenter: FeedViewOutput {
  func viewIsReady() {
    let rows = interactor.allPosts.map { FeedRowViewModel(postID: $0.id, title: $0.title) }
    view?.display(rows: rows, countText: interactor.countText)
  }

  func didSelectPost(id: Int) {
    wireframe.openPostDetail(postID: id)
  }
}

extension FeedPresenter: FeedModuleInput {
  func showPost(id: Int) {
    wireframe.setStackToPostDetail(postID: id)
  }

  func showUser(id: Int) {
    wireframe.setStackToUserProfile(userID: id)
  }
}
