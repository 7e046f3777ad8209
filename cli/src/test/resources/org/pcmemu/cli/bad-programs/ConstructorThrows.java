// Bad program: its public no-argument constructor throws IllegalStateException("no machine for me").
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

public final class ConstructorThrows implements LogPProgram {

    public ConstructorThrows() {
        throw new IllegalStateException("no machine for me");
    }

    @Override
    public void run(LogPProcessor p) {
        p.compute(1);
    }
}
