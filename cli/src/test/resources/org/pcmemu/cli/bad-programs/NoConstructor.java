// Bad program: has no public no-argument constructor, only one that takes an argument.
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

public final class NoConstructor implements LogPProgram {
    private final long cycles;

    public NoConstructor(long cycles) {
        this.cycles = cycles;
    }

    @Override
    public void run(LogPProcessor p) {
        p.compute(cycles);
    }
}
