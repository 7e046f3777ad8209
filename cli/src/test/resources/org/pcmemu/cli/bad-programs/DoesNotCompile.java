// Bad program: does not compile (a type error: a String assigned to an int).
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

public final class DoesNotCompile implements LogPProgram {

    @Override
    public void run(LogPProcessor p) {
        int steps = "three";
        p.compute(steps);
    }
}
