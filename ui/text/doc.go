// Package text is what the program says, without a window: the
// translation tables and the UI's language (Tr, Trf, SetLanguage), the
// engine's refusals of actions and of rules in words (Refusal,
// RulesRefusal), the "what now?" line (WhatCall, WhatPlay, …), the calls'
// and contracts' words (CallLabel, ExplainCall, ContractCard), the names
// of cards, suits, seats, presets and rule profiles (ProfileTitle,
// ProfileSummary, NearestPreset), the review's verdicts and a deal's
// result in words (CardVerdictText, CallVerdictText, ExchangeVerdictText,
// ResultLine, ReviewSummary), a deal's settlement step by step in words
// from the engine's game.Reckoning (SettlementOf), the rule book's
// chapters, and numbers with a
// decimal comma in German (Decimal), and why the home router opened no
// port for a hosted table (PortMapError, PortMapped).
//
// Every text is keyed by its English wording; the German (and English)
// tables are translations/<topic>/{de,en}.json beside this file. The
// package imports no Fyne: its tests run with CGO_ENABLED=0. The ui
// package shows these texts and gives Fyne its own tables (FyneTables).
package text
