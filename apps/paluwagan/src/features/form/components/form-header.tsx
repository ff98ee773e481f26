import { PageHeaderRow, PageSubtitle, PageTitle, theme } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  text-decoration: none;
  color: ${theme.colors.primary};
  &:hover {
    text-decoration: underline;
  }
`;

export function FormHeader({
  title,
  subtitle,
  backTo,
  backLabel,
}: {
  title: string;
  subtitle: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div>
      <Back to={backTo}>
        <span aria-hidden="true">←&nbsp;</span>
        {backLabel}
      </Back>
      <PageHeaderRow>
        <div>
          <PageTitle>{title}</PageTitle>
          <PageSubtitle>{subtitle}</PageSubtitle>
        </div>
      </PageHeaderRow>
    </div>
  );
}
