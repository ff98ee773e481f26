import { Button, theme } from '@pitaka/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useShellText } from '../../i18n/shell-text';
import { usePageTitle } from '../routing/page-title';
import { BrandLockup } from '../ui/brand';

const Wrapper = styled.main`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  padding: 1.25rem;
  &:focus {
    outline: none;
  }
  @media (min-width: ${theme.breakpoints.mobile}) {
    padding: 2rem 2.5rem;
  }
`;

const Center = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Box = styled.div`
  text-align: center;
  max-width: 30rem;
  padding: 2.5rem 1.5rem;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  h1 {
    margin: 0 0 0.5rem;
    font-size: 1.75rem;
  }
  p {
    margin: 0 0 1.5rem;
    color: ${theme.colors.textMuted};
  }
`;

const Code = styled.p`
  && {
    margin: 0 0 0.5rem;
    font-size: 4.5rem;
    line-height: 1;
    font-weight: 800;
    letter-spacing: -0.04em;
    color: ${theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: center;
  flex-wrap: wrap;
`;

/**
 * Any path outside the route table: a page of its own, or (`framed`) the content of the signed-in
 * frame, for a path under a remote's prefix that none of the remote's pages matches.
 */
export function NotFoundPage({ framed = false }: { framed?: boolean }) {
  const text = useShellText();
  usePageTitle(text('notFound.title'));
  const navigate = useNavigate();
  // Back where the visitor came from; with nothing to go back to, home.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  const content = (
    <Center>
      <Box>
        <Code aria-hidden="true">404</Code>
        <h1>{text('notFound.title')}</h1>
        <p>{text('notFound.text')}</p>
        <Actions>
          <Button type="button" onClick={() => navigate('/')}>
            {text('notFound.home')}
          </Button>
          <Button type="button" $variant="secondary" onClick={goBack}>
            {text('notFound.back')}
          </Button>
        </Actions>
      </Box>
    </Center>
  );
  if (framed) return content;
  return (
    <Wrapper id="main-content" tabIndex={-1}>
      <BrandLockup />
      {content}
    </Wrapper>
  );
}
