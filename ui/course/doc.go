// Package course is the course without a window: its chapters — each a
// guided deal on prepared cards (a deal script with every bot's action),
// what the player is told at each of his decisions and why another action
// is not it, the closing words and the summary —, the course's order and
// parts, the chapters the refusals' rules and the hints' rules of thumb
// point to, and a chapter being played (Run): which action a step
// expects, the refusal of another, the scripted seats' choices (Bot).
//
// The chapters' texts are English keys translated by ui/text; the tests,
// which recompute every number a chapter states from its deal, run
// without cgo. The window draws a chapter with ui/coursescreen.
package course
