package org.pcmemu.harness.goal;

import java.util.Map;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.GoalSchedules;
import org.pcmemu.harness.Machine;
import org.pcmemu.harness.Report;
import org.pcmemu.harness.RunSpec;

/** Runs GOAL text through the run path every command takes (a catalog, a run spec, a report). */
final class Goals {
    private Goals() {
    }

    /** {@code text} run on {@code machine} (a spec such as "logp:L=6,o=2,g=4"), P from its num_ranks. */
    static Report run(String text, String machine) {
        return run(GoalParser.parse("test.goal", text), machine, RunOptions.defaults());
    }

    static Report run(Schedule schedule, String machine, RunOptions options) {
        return new RunSpec(GoalSchedules.PROBLEM, Machine.parse(machine, schedule.ranks()), "test", Map.of(), options,
                GoalSchedules.catalog(schedule, "test", null)).run();
    }

    /** Each rank's finish time of {@code text} on {@code machine}. */
    static long[] finishTimes(String text, String machine) {
        return run(text, machine).result().finishTimes();
    }
}
