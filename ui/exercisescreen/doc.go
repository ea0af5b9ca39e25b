// Package exercisescreen is the course's exercises with one right answer
// (package ai/exercise): a position from a real deal and a question —
// which card; which call, which two cards to keep or which card to
// discard (choose.go) — asked as the person meets it, the other hands and
// the blind hidden (the answer is proven best over every deal that fits
// what he sees); or what the finished deal is worth. Every answer gets its
// reason and cost (feedback.go); a right one is counted through the Host.
//
// The window opens it (Open, OpenKind, OpenTopic) as a dialog and gives
// it a Host: the card pictures, the window and its way of opening a
// dialog, the seats' names, and the person's progress. The package never
// imports ui; the window's side is ui/exercisehost.go.
package exercisescreen
