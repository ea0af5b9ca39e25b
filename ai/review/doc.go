// Package review judges a finished deal for one seat with every card open:
// the post-deal review the table's Review window shows.
//
//   - Play: the open-card solver's verdict on every card the seat played
//     against the best card at that moment, with a reason (Why) a person
//     can read;
//   - Calls: every call the seat made in the auction against the line of
//     each other legal call, played on by the Normal bot and solved;
//   - Exchange: the declarer's cards kept from the blind and laid away
//     against the best choices, at the accuracy the budget allows.
//   - Deal: all three side by side, each with its own solver, their
//     verdicts reported as they are found.
//
// A review sees every card, so it is only for a deal that is over. All
// three take a context and a budget; when the solver reaches its limit a
// verdict says so (ErrCap) rather than guess. The bots it plays lines with
// come from package ai (ai.NewRuleBot, ai.NewRolloutBot), the solver from
// ai/solver; like them it imports no user interface.
package review
