/// What the presenter tells the About screen to show.
@MainActor
protocol AboutViewInput: AnyObject {
  func display(version: String)
}

/// What the About screen reports to its presenter.
@MainActor
protocol AboutViewOutput: AnyObject {
  func viewIsReady()
}

/// Empty on purpose: About is left with the back gesture only.
@MainActor
protocol AboutWireframeInput: AnyObject {}
