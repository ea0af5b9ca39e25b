// Package stats holds the small statistics the measurements of ai share:
// the arena's report, the commands and the calibrations.
package stats

import (
	"math"
	"time"
)

// Percentile returns the p-quantile (0…1) of sorted durations: the
// smallest value that at least a share p of them do not exceed (0 for none).
func Percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(p*float64(len(sorted)))) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}
