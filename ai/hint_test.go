package ai

import (
	"flag"
	"slices"
	"testing"
	"time"
)

func TestHint(t *testing.T) {
	views, _ := decisionPoints(8, 12)
	for _, v := range views {
		adv := Hint(v, 40*time.Millisecond)
		if !v.IsLegal(adv.Action) {
			t.Fatalf("hint %v is not legal", adv.Action)
		}
		if len(adv.Candidates) != len(v.Legal()) {
			t.Fatalf("%d candidates for %d legal actions", len(adv.Candidates), len(v.Legal()))
		}
		if adv.Candidates[0].Action != adv.Action || !adv.HasRunnerUp || adv.RunnerUp == adv.Action {
			t.Fatalf("suggestion %v, runner-up %v, candidates %v", adv.Action, adv.RunnerUp, adv.Candidates)
		}
		if adv.Reason == "" {
			t.Fatal("no reason")
		}
		t.Logf("%v %v: %v — %s", v.Phase(), v.Contract(), adv.Action, adv.Reason)
	}
}

var hintTimes = flag.Bool("hint-times", false, "log hint latency percentiles")

func TestHintTimes(t *testing.T) {
	if !*hintTimes {
		t.Skip("measurement; run with -hint-times")
	}
	views, _ := decisionPoints(200, 13)
	var ts, cs []time.Duration
	for _, v := range views {
		var c0 time.Duration
		if processCPU != nil {
			c0 = processCPU()
		}
		t0 := time.Now()
		Hint(v, 0)
		ts = append(ts, time.Since(t0))
		if processCPU != nil {
			cs = append(cs, processCPU()-c0)
		}
	}
	slices.Sort(ts)
	slices.Sort(cs)
	t.Logf("hint latency over %d decisions: median %v p95 %v max %v", len(ts), percentile(ts, 0.5), percentile(ts, 0.95), percentile(ts, 1))
	t.Logf("hint CPU time (both cores added): median %v p95 %v max %v", percentile(cs, 0.5), percentile(cs, 0.95), percentile(cs, 1))
}
