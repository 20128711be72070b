/// How a step ended, before the harness adds what the window logged.
enum StepOutcome {
  case done
  case failed(RunFailure.Kind, String)
}
